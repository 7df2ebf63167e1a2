// The medicine vocabulary (safety/medicines.csv and safety/medicine_classes.csv): every typed term maps to one
// drug class, every class says whether it has food rules or "no known food interaction", and both name a source.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DATA_DIR } from "../load.ts";
import { readTable } from "../load-table.ts";
import { SAFETY_DIR, SAFETY_FILES } from "./read-table.ts";

const CLASS_COLUMNS = ["class", "label", "interaction", "basis", "source", "source_url", "note"] as const;
const MEDICINE_COLUMNS = ["term", "kind", "generic", "class", "country", "source", "source_url"] as const;

/** The class ids the clinical rules are written against: renaming one breaks them. */
const FIXED_CLASSES = [
  "maoi",
  "vitamin_k_antagonist",
  "doac",
  "antiplatelet",
  "statin",
  "ace_inhibitor",
  "arb",
  "potassium_sparing_diuretic",
  "thiazide_diuretic",
  "loop_diuretic",
  "calcium_channel_blocker",
  "beta_blocker",
  "cardiac_glycoside",
  "antiarrhythmic",
  "thyroid_hormone",
  "antithyroid",
  "biguanide",
  "sulfonylurea",
  "insulin",
  "glp1_agonist",
  "sglt2_inhibitor",
  "dpp4_inhibitor",
  "ppi",
  "h2_blocker",
  "lithium",
  "tetracycline",
  "quinolone",
  "calcineurin_inhibitor",
  "other_immunosuppressant",
  "methotrexate",
  "bisphosphonate",
  "corticosteroid",
  "levodopa",
  "antiepileptic",
  "ssri",
  "snri",
  "tricyclic",
  "antipsychotic",
  "opioid",
  "nsaid",
  "metronidazole",
  "orlistat",
  "st_johns_wort",
  "red_yeast_rice",
  "turmeric",
  "ginkgo",
  "garlic_supplement",
  "ginseng",
  "fish_oil",
  "kelp_iodine",
  "potassium_supplement",
  "salt_substitute",
  "iron_supplement",
  "calcium_supplement",
  "magnesium_supplement",
  "zinc_supplement",
  "vitamin_e_supplement",
  "vitamin_k_supplement",
  "vitamin_d_supplement",
  "vitamin_a_supplement",
  "vitamin_c_supplement",
  "b12_supplement",
  "folic_acid",
  "multivitamin",
  "multivitamin_with_iron",
  "prenatal_vitamin",
  "liquorice",
  "green_tea_extract",
];

function table<C extends string>(file: string, columns: readonly C[]): Record<C, string>[] {
  const rows = readTable(join(DEFAULT_DATA_DIR, SAFETY_DIR), file, columns, `${SAFETY_DIR}/${file}`);
  return rows.map(
    (row) => Object.fromEntries(columns.map((column) => [column, row.text(column)])) as Record<C, string>,
  );
}

const classes = table(SAFETY_FILES.medicineClasses, CLASS_COLUMNS);
const medicines = table(SAFETY_FILES.medicines, MEDICINE_COLUMNS);
const classIds = new Set(classes.map((row) => row.class));
const typed = (term: string) => term.toLowerCase().replace(/\s+/g, " ").trim();

function genericsIn(country: "US" | "UK"): Set<string> {
  return new Set(
    medicines
      .filter((row) => row.kind !== "product" && [country, "both"].includes(row.country))
      .map((row) => row.generic),
  );
}

describe("the medicine classes", () => {
  it("has one row per class id, each lowercase snake_case", () => {
    expect(classIds.size).toBe(classes.length);
    expect(classes.filter((row) => !/^[a-z0-9]+(_[a-z0-9]+)*$/.test(row.class)).map((row) => row.class)).toEqual([]);
  });

  it("has every class id the clinical rules are written against", () => {
    expect(FIXED_CLASSES.filter((id) => !classIds.has(id))).toEqual([]);
  });

  it("says for every class whether it has rules or no known food interaction, with a label, basis, source and https address", () => {
    for (const row of classes) {
      expect(["rules", "none"], row.class).toContain(row.interaction);
      expect(["stated", "precaution", "editorial"], row.class).toContain(row.basis);
      expect(row.label, row.class).not.toBe("");
      expect(row.source, row.class).not.toBe("");
      expect(row.source_url, row.class).toMatch(/^https:\/\/[^\s,]+$/);
      expect(row.note, row.class).not.toBe("");
    }
  });

  it("is used by at least one medicine each", () => {
    const used = new Set(medicines.map((row) => row.class));
    expect(classes.map((row) => row.class).filter((id) => !used.has(id))).toEqual([]);
  });
});

describe("the medicine terms", () => {
  it("name a known class, kind and country, a lowercase generic and an https source on every row", () => {
    const problems = medicines.flatMap((row) => {
      const where = `${row.term} (${row.generic})`;
      const found: string[] = [];
      if (!classIds.has(row.class)) found.push(`${where}: unknown class "${row.class}"`);
      if (!["generic", "brand", "misspelling", "product"].includes(row.kind))
        found.push(`${where}: kind "${row.kind}"`);
      if (!["US", "UK", "both"].includes(row.country)) found.push(`${where}: country "${row.country}"`);
      if (row.term === "" || row.term !== row.term.trim()) found.push(`${where}: term has outer spaces or is empty`);
      if (row.generic !== row.generic.toLowerCase()) found.push(`${where}: generic is not lowercase`);
      if (row.source === "") found.push(`${where}: no source`);
      if (!/^https:\/\/[^\s,]+$/.test(row.source_url)) found.push(`${where}: source_url "${row.source_url}"`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("never lists a typed term twice (so no term maps to two classes)", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const row of medicines) {
      const key = typed(row.term);
      const before = seen.get(key);
      if (before !== undefined) clashes.push(`${row.term}: ${before} and ${row.class}`);
      seen.set(key, row.class);
    }
    expect(clashes).toEqual([]);
  });

  it("gives each generic one class", () => {
    const classOf = new Map<string, Set<string>>();
    for (const row of medicines) classOf.set(row.generic, (classOf.get(row.generic) ?? new Set()).add(row.class));
    // Budesonide is both an inhaler or nasal spray and a gut-acting tablet; mometasone, triamcinolone and fluticasone
    // are inhaled or nasal and also creams; tacrolimus is both a tablet and an ointment; ciclosporin and prednisolone
    // also eye drops; norethisterone is both a progestogen-only pill and a period-delaying tablet: the brand decides.
    const twoWays = new Set([
      "budesonide",
      "mometasone",
      "triamcinolone",
      "fluticasone",
      "tacrolimus",
      "ciclosporin",
      "prednisolone",
      "hydrocortisone",
      "norethisterone",
    ]);
    const mixed = [...classOf]
      .filter(([generic, ids]) => ids.size > 1 && !twoWays.has(generic))
      .map(([generic, ids]) => `${generic}: ${[...ids].join(", ")}`);
    expect(mixed).toEqual([]);
  });

  it("lists no brand or name that is an everyday word or first name (a chat sentence would match it)", () => {
    // Real brands that are also words or names (Commit, Align, Blink, Refresh, Airborne, Nix, Sonata, Intermezzo,
    // Heather, Camila, Ella...) were left out on purpose; this keeps them out.
    const everyday = [
      "commit",
      "align",
      "blink",
      "refresh",
      "airborne",
      "nix",
      "sonata",
      "intermezzo",
      "heather",
      "camila",
      "hailey",
      "nikki",
      "portia",
      "amethyst",
      "gina",
      "hana",
      "ella",
      "katya",
      "kira",
      "same",
      "prep",
      "singular",
      "pop",
      "calm",
      "sps",
      "bayer",
      "epo",
      "d3",
      "b1",
      "q10",
      "t4",
    ];
    const terms = new Set(medicines.map((row) => typed(row.term)));
    expect(everyday.filter((word) => terms.has(word))).toEqual([]);
  });

  it("covers at least 200 generics prescribed in the US and 200 dispensed in England", () => {
    expect(genericsIn("US").size).toBeGreaterThanOrEqual(200);
    expect(genericsIn("UK").size).toBeGreaterThanOrEqual(200);
  });

  it("knows the brands and misspellings people type for the medicines with food rules", () => {
    const classOf = new Map(medicines.map((row) => [typed(row.term), row.class]));
    const expected: [string, string][] = [
      ["Lipitor", "statin"],
      ["Zocor", "statin"],
      ["Crestor", "statin"],
      ["Coumadin", "vitamin_k_antagonist"],
      ["Jantoven", "vitamin_k_antagonist"],
      ["Glucophage", "biguanide"],
      ["Synthroid", "thyroid_hormone"],
      ["Eltroxin", "thyroid_hormone"],
      ["Zestril", "ace_inhibitor"],
      ["Prinivil", "ace_inhibitor"],
      ["Cozaar", "arb"],
      ["Nardil", "maoi"],
      ["Parnate", "maoi"],
      ["Emsam", "maoi"],
      ["Manerix", "maoi"],
      ["Xarelto", "doac"],
      ["Eliquis", "doac"],
      ["Plavix", "antiplatelet"],
      ["Nexium", "ppi"],
      ["Losec", "ppi"],
      ["Zoton", "ppi"],
      ["Ozempic", "glp1_agonist"],
      ["Wegovy", "glp1_agonist"],
      ["Mounjaro", "glp1_agonist"],
      ["Jardiance", "sglt2_inhibitor"],
      ["Forxiga", "sglt2_inhibitor"],
      ["Priadel", "lithium"],
      ["Camcolit", "lithium"],
      ["metphormin", "biguanide"],
      ["warfrin", "vitamin_k_antagonist"],
      ["levothyroxin", "thyroid_hormone"],
      ["lisinipril", "ace_inhibitor"],
      ["atorvastin", "statin"],
      ["omeprazol", "ppi"],
      ["amlodapine", "calcium_channel_blocker"],
      ["sertaline", "ssri"],
      ["linezolid", "maoi"],
      ["methylene blue", "maoi"],
      ["rasagiline", "maob_inhibitor"],
      ["acenocoumarol", "vitamin_k_antagonist"],
      ["phenindione", "vitamin_k_antagonist"],
      ["hypericum", "st_johns_wort"],
      ["monacolin k", "red_yeast_rice"],
      ["curcumin", "turmeric"],
      ["cod liver oil", "fish_oil"],
      ["krill oil", "fish_oil"],
      ["Slow-K", "potassium_supplement"],
      ["Sando-K", "potassium_supplement"],
      ["LoSalt", "salt_substitute"],
      ["NoSalt", "salt_substitute"],
      ["Feospan", "iron_supplement"],
      ["Galfer", "iron_supplement"],
      ["ferrous fumarate", "iron_supplement"],
      ["Adcal-D3", "calcium_supplement"],
      ["Calcichew", "calcium_supplement"],
      ["Tums", "calcium_supplement"],
      ["Fultium-D3", "vitamin_d_supplement"],
      ["Invita D3", "vitamin_d_supplement"],
      ["colecalciferol", "vitamin_d_supplement"],
      ["hydroxocobalamin", "b12_supplement"],
      ["methylcobalamin", "b12_supplement"],
      ["Centrum", "multivitamin"],
      ["Sanatogen", "multivitamin"],
      ["Pregnacare", "prenatal_vitamin"],
      ["Seven Seas", "fish_oil"],
    ];
    expect(
      expected
        .filter(([term, id]) => classOf.get(typed(term)) !== id)
        .map(([term, id]) => `${term}: expected ${id}, got ${classOf.get(typed(term))}`),
    ).toEqual([]);
  });
});

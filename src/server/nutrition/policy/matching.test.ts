// Matching typed conditions and medicines (decision 020): a table of real-looking entries, as people type them
// into the assessment's "other condition" box, with what the policy must read from each.
import { describe, expect, it } from "vitest";
import { person } from "./test-helpers.ts";
import { correctTypos, typoBound } from "../kb/typos.ts";
import { rules } from "./test-helpers.ts";
import { words } from "../kb/text-match.ts";

interface Entry {
  typed: string;
  /** Condition ids (conditions.csv) the text must name. */
  conditions?: string[];
  /** Medicine classes (medicine_classes.csv) the text must name. */
  classes?: string[];
  /** Generic names, for rules that target one medicine. */
  generics?: string[];
  /** Parts said plainly as not recognised (default: none). */
  unrecognised?: string[];
}

const TABLE: Entry[] = [
  { typed: "T2D", conditions: ["diabetes"] },
  { typed: "type 2 diabetic", conditions: ["diabetes"] },
  { typed: "Type II diabetes mellitus", conditions: ["diabetes"] },
  { typed: "prediabetes", conditions: ["prediabetes"] },
  { typed: "pre-diabetic", conditions: ["prediabetes"] },
  { typed: "CKD stage 3b", conditions: ["ckd", "ckd_stage_3"] },
  { typed: "ckd 2", conditions: ["ckd", "ckd_early"] },
  { typed: "Chronic Kidney Disease stage 4", conditions: ["ckd", "ckd_advanced"] },
  { typed: "eGFR 38", conditions: ["ckd", "ckd_stage_3"] },
  { typed: "kidney transplant", conditions: ["kidney_transplant", "weakened_immunity"] },
  { typed: "on dialysis", conditions: ["dialysis", "ckd"] },
  { typed: "coeliac", conditions: ["coeliac"] },
  { typed: "Celiac disease", conditions: ["coeliac"] },
  { typed: "Hashimotos", conditions: ["hypothyroidism"] },
  { typed: "Hashimoto's thyroiditis", conditions: ["hypothyroidism"] },
  { typed: "Graves' disease", conditions: ["hyperthyroidism"] },
  { typed: "AF", conditions: ["atrial_fibrillation"] },
  { typed: "HBP", conditions: ["hypertension"] },
  { typed: "high blood presure", conditions: ["hypertension"] },
  { typed: "low blood pressure", conditions: ["hypotension"] },
  { typed: "high cholesterol", conditions: ["high_cholesterol"] },
  { typed: "GERD", conditions: ["gerd"] },
  { typed: "acid reflux", conditions: ["gerd"] },
  { typed: "IBS", conditions: ["ibs"] },
  { typed: "Crohn's", conditions: ["ibd"] },
  { typed: "ulcerative colitis", conditions: ["ibd"] },
  { typed: "gout", conditions: ["gout"] },
  { typed: "osteoporosis", conditions: ["osteoporosis"] },
  { typed: "anaemia", conditions: ["anaemia"] },
  { typed: "anemia", conditions: ["anaemia"] },
  { typed: "iron deficiency", conditions: ["anaemia"] },
  { typed: "haemochromatosis", conditions: ["haemochromatosis"] },
  { typed: "hemochromatosis", conditions: ["haemochromatosis"] },
  { typed: "PKU", conditions: ["pku"] },
  { typed: "anorexia", conditions: ["eating_disorder"] },
  { typed: "kidney stones", conditions: ["kidney_stones"] },
  { typed: "atrial fibrilation", conditions: ["atrial_fibrillation"] },
  { typed: "Alzheimer's", conditions: ["dementia"] },
  { typed: "Parkinson's", conditions: ["parkinsons"] },
  { typed: "not pregnant", conditions: [] },
  { typed: "Lipitor 20mg", classes: ["statin"], generics: ["atorvastatin"] },
  { typed: "warfrin", classes: ["vitamin_k_antagonist"], generics: ["warfarin"] },
  { typed: "Warfarin 3mg daily", classes: ["vitamin_k_antagonist"] },
  { typed: "metformin 500mg", classes: ["biguanide"] },
  { typed: "metformin 500 mg twice a day", classes: ["biguanide"] },
  { typed: "ferrous sulfate 200 mg twice a day", classes: ["iron_supplement"] },
  { typed: "levothyroxin 50mcg", classes: ["thyroid_hormone"] },
  { typed: "Synthroid", classes: ["thyroid_hormone"] },
  { typed: "Zocor", classes: ["statin"], generics: ["simvastatin"] },
  { typed: "St. John's Wort", classes: ["st_johns_wort"] },
  { typed: "phenelzine (Nardil)", classes: ["maoi"] },
  { typed: "stopped warfarin last year", classes: [] },
  {
    typed: "type 2 diabetes; atrial fibrillation, I take warfarin",
    conditions: ["diabetes", "atrial_fibrillation"],
    classes: ["vitamin_k_antagonist"],
  },
  { typed: "asthma and zorblatt syndrome", conditions: ["asthma"], unrecognised: ["zorblatt syndrome"] },
];

/** 50 medicines as someone on many might list them (brands, generics, doses, a misspelling). */
const FIFTY_MEDICINES =
  "metformin 500mg, Lipitor 20mg, lisinopril 10mg, amlodipine 5mg, omeprazole 20mg, levothyroxine 75mcg, warfrin, sertraline 50mg, " +
  "losartan, simvastatin, gabapentin, hydrochlorothiazide, furosemide 40mg, atenolol, prednisolone, citalopram, tramadol, " +
  "bisoprolol, ramipril, clopidogrel, apixaban, rivaroxaban, insulin, Ozempic, Jardiance, sitagliptin, gliclazide, lansoprazole, " +
  "famotidine, lithium, doxycycline, ciprofloxacin, tacrolimus, mycophenolate, methotrexate, alendronic acid, co-careldopa, " +
  "levetiracetam, venlafaxine, amitriptyline, quetiapine, codeine, ibuprofen, naproxen, metronidazole, orlistat, spironolactone, " +
  "digoxin, amiodarone, carbimazole";

/** 2,000 characters of text that names nothing. */
const NONSENSE = Array.from(
  { length: 200 },
  (_, i) => ["blorp", "quizzle", "fnord", "zzyzx", "wibble", "snark", "grault"][i % 7],
)
  .join(" ")
  .slice(0, 2000);

describe("typed conditions and medicines are recognised the way people type them", () => {
  for (const entry of TABLE) {
    it(`"${entry.typed}"`, () => {
      const who = person({ otherHealthCondition: entry.typed });
      const groups = (kind: string) =>
        [...who.groups.keys()]
          .filter((group) => group.startsWith(`${kind}:`))
          .map((group) => group.slice(kind.length + 1))
          .sort();
      expect(groups("condition"), "conditions").toEqual([...(entry.conditions ?? [])].sort());
      expect(groups("medicine"), "medicine classes").toEqual([...(entry.classes ?? [])].sort());
      expect(groups("generic"), "generics").toEqual(expect.arrayContaining(entry.generics ?? []));
      expect(who.unrecognised.map((item) => item.text)).toEqual(entry.unrecognised ?? []);
    });
  }

  it("step 4's tick boxes each stand for a condition with rules", () => {
    const who = person({
      healthConditions: [
        "high_blood_pressure",
        "cholesterol_issues",
        "blood_sugar_problems",
        "thyroid_disorders",
        "digestive_issues",
      ],
    });
    expect(who.conditions.map((condition) => condition.id).sort()).toEqual([
      "diabetes",
      "digestive",
      "high_cholesterol",
      "hypertension",
      "thyroid_disorder",
    ]);
  });

  it("step 3's supplements and the typed supplement text are read as medicine classes, never as conditions", () => {
    const who = person({
      supplements: ["omega_3", "vitamin_d"],
      otherSupplement: "Vitamin B12 1000 mcg, ginkgo, ashwagandha, zorblatt root",
    });
    expect(who.medicines.map((item) => item.medicine?.classId).sort()).toEqual([
      "ashwagandha",
      "b12_supplement",
      "fish_oil",
      "ginkgo",
      "vitamin_d_supplement",
    ]);
    expect(who.conditions).toEqual([]);
    expect(who.unrecognised).toEqual([]);
  });

  it("a list of 50 medicines: every one read, nothing reported as unknown", () => {
    const who = person({ otherHealthCondition: FIFTY_MEDICINES });
    expect(who.unrecognised).toEqual([]);
    expect(who.medicines).toHaveLength(50);
  });

  it("2,000 characters of nonsense: said plainly as not recognised, and nothing typed is lost", () => {
    const who = person({ otherHealthCondition: `${NONSENSE}, gout` });
    expect(who.groups.has("condition:gout")).toBe(true);
    expect(who.unrecognised).toEqual([{ field: "condition", text: NONSENSE }]);
  });
});

describe("misspellings: a length-aware edit distance, never a guess between two words", () => {
  it("allows no edit under five letters, one up to seven, two from eight", () => {
    expect([4, 5, 7, 8, 12].map(typoBound)).toEqual([0, 1, 1, 2, 2]);
  });

  it("corrects typos to the one known word within the bound and leaves other words as typed", () => {
    const fix = (text: string) => correctTypos(words(text), rules.typoWords).join(" ");
    expect(fix("warfarn")).toBe("warfarin");
    expect(fix("metformn")).toBe("metformin");
    expect(fix("atrial fibrilation")).toBe("atrial fibrillation");
    expect(fix("tablets twice daily")).toBe("tablet twice daily");
    expect(fix("gout")).toBe("gout");
    expect(fix("af ms")).toBe("af ms");
  });
});

describe("ordinary words are never read as a medicine or condition", () => {
  // Everyday words one or two edits from a brand, a generic or a condition term (Questran, Alaway, Singulair,
  // Prograf, Trandate, Differin, Contrave, Correctol, fibromyalgia, thiamine...): typed as themselves.
  const ORDINARY = [
    "question",
    "questions",
    "I have a question",
    "quick question about my diet",
    "always",
    "alert",
    "slice",
    "singular",
    "different",
    "programs",
    "template",
    "contract",
    "corrected",
    "correction",
    "president",
    "translate",
    "depends",
    "blocking",
    "fibre",
    "fiber",
    "tyramine",
    "thanks",
    "please",
    "healthy",
    "general",
    "normal",
    "regular",
    "energy",
    "exercise",
    "running",
    "working",
    "student",
  ];

  it.each(ORDINARY)("%s: nothing recognised, nothing corrected", (text) => {
    const who = person({ otherHealthCondition: text });
    const read = [...who.groups.keys()].filter((group) => /^(medicine|generic|condition):/.test(group));
    expect(read).toEqual([]);
    expect(correctTypos(words(text), rules.typoWords)).toEqual(words(text));
  });

  it("a brand is still read with one typo, and no longer with two (Questran, Lipitor)", () => {
    const fix = (text: string) => correctTypos(words(text), rules.typoWords).join(" ");
    expect(fix("questrn")).toBe("questran");
    expect(fix("lipittor")).toBe("lipitor");
    expect(fix("qestrain")).toBe("qestrain");
    // A generic keeps two edits from eight letters.
    expect(fix("levothyroxin")).toBe("levothyroxine");
    expect(
      person({ otherHealthCondition: "I have a question about questrn" }).groups.has("generic:colestyramine"),
    ).toBe(true);
  });
});

import type {
  LookupDoseMatch,
  LookupFoodAlternative,
  LookupMatch,
  LookupNoMatch,
  LookupNote,
  SupplementSuggestion,
} from "../../../shared/lookup.ts";
import { lookupFormat as format, lookupTexts as texts } from "../../../shared/texts/lookup.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { ExternalLink } from "../../components/external-link.tsx";
import { StarRating } from "./star-rating.tsx";

function FilterLine({ filter }: { filter: LookupMatch["filter"] }) {
  const parts: string[] = [];
  if (filter.dietType) parts.push(texts.filterDietPart(texts.dietOptions[filter.dietType]));
  const allergyNames = filter.allergies.map((allergy) =>
    allergy === "other" && filter.otherAllergy ? filter.otherAllergy : texts.allergyOptions[allergy],
  );
  if (allergyNames.length > 0) parts.push(texts.filterAllergyPart(allergyNames));
  const line =
    parts.length === 0 ? texts.filterNone : texts.filterLine(parts, filter.source === "assessment", filter.excluded);
  return (
    <p className="text-sm text-stone-600" data-testid="filter-line">
      {line}
    </p>
  );
}

/** Why a food cannot match the dose: too many servings, an upper limit it would cross, or a treatment dose. */
function CannotMatch({ match, dose }: { match: LookupDoseMatch; dose: string }) {
  if (match.kind === "treatment")
    return (
      <p className="font-semibold text-amber-900">
        {texts.cannotMatchTreatment(dose, format.lowerName(match.nutrient), match.limit)}
      </p>
    );
  if (match.kind === "too_many")
    return <p className="font-semibold text-amber-900">{texts.cannotMatch(match.maxServings, dose)}</p>;
  if (match.kind === "over_limit") {
    const amount = `${format.amount(match.amount)} ${match.unit}`;
    return (
      <p className="font-semibold text-amber-900">
        {texts.cannotMatchSafely(
          match.servings,
          match.matchesDose,
          dose,
          amount,
          format.lowerName(match.nutrient),
          match.limit,
        )}
      </p>
    );
  }
  return null;
}

function PerServingLine({
  food,
  main,
}: {
  food: LookupFoodAlternative;
  main: LookupFoodAlternative["nutrients"][number];
}) {
  return (
    <div className="space-y-0.5">
      <p className="font-semibold text-brand-800">
        {main.percentDv !== null
          ? texts.percentDvPerServing(format.lowerName(main.name), main.percentDv)
          : texts.noDvPerServing(format.lowerName(main.name), `${format.amount(main.amount)} ${main.unit}`)}
      </p>
      {food.servingsForDv !== null && (
        <p className="text-sm text-stone-600">{texts.servingsForDv(food.servingsForDv)}</p>
      )}
    </div>
  );
}

function ComparisonLine({ food, result }: { food: LookupFoodAlternative; result: LookupMatch }) {
  const main = result.mainNutrient
    ? food.nutrients.find((nutrient) => nutrient.key === result.mainNutrient?.key)
    : undefined;
  if (result.comparison === "dose" && result.dose && food.doseMatch) {
    const dose = `your ${result.dose.input}`;
    if (food.doseMatch.kind === "servings")
      return <p className="font-semibold text-brand-800">{texts.servingsToMatch(food.doseMatch.servings, dose)}</p>;
    return (
      <div className="space-y-1">
        <CannotMatch match={food.doseMatch} dose={dose} />
        {main && <PerServingLine food={food} main={main} />}
      </div>
    );
  }
  if (result.comparison === "dv" && main) return <PerServingLine food={food} main={main} />;
  return null;
}

function FoodCard({ food, result }: { food: LookupFoodAlternative; result: LookupMatch }) {
  return (
    <li className="card flex flex-col gap-3 p-5" data-testid="food-card">
      <div className="flex items-center gap-3">
        <img src={food.imageUrl} alt="" width={56} height={56} className="size-14 shrink-0" />
        <div className="min-w-0">
          <h4 className="font-semibold text-stone-900">{food.foodName}</h4>
          <p className="text-sm text-stone-600">{texts.servingSize(food.servingSize)}</p>
        </div>
      </div>
      <ComparisonLine food={food} result={result} />
      {food.nutrients.length > 0 && (
        <div>
          <h5 className="text-xs font-semibold uppercase tracking-wide text-stone-500">{texts.keyNutrientsLabel}</h5>
          <ul className="mt-1 space-y-0.5 text-sm">
            {food.nutrients.map((nutrient) => (
              <li key={nutrient.key} className="flex justify-between gap-3">
                <span className="text-stone-700">{nutrient.name}</span>
                <span className="text-right font-medium tabular-nums text-stone-900">
                  {texts.nutrientLine(format.amount(nutrient.amount), nutrient.unit, nutrient.percentDv)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h5 className="text-xs font-semibold uppercase tracking-wide text-stone-500">{texts.benefitsLabel}</h5>
        <p className="mt-1 text-sm text-stone-700">{food.benefits}</p>
      </div>
      {food.caution && <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{food.caution}</p>}
      <p className="mt-auto text-xs">
        <ExternalLink href={food.usdaUrl}>{texts.usdaLink}</ExternalLink>
      </p>
    </li>
  );
}

function alternativesHeading(result: LookupMatch): string {
  if (result.notes.some((note) => note.kind === "fallback") && result.mainNutrient)
    return texts.fallbackHeading(format.lowerName(result.mainNutrient.name));
  if (result.comparison === "coverage") return texts.coverageHeading;
  if (result.comparison === "suggestions") return texts.suggestionsHeading;
  return texts.alternativesHeading;
}

function Notes({ notes }: { notes: readonly LookupNote[] }) {
  const safety = notes.filter((note) => note.kind === "safety");
  const noEquivalent = notes.filter((note) => note.kind === "no_food_equivalent");
  const others = notes.filter((note) => note.kind !== "no_food_equivalent" && note.kind !== "safety");
  return (
    <>
      {safety.length > 0 && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="safety-note">
          <h3 className="font-semibold">{texts.safetyHeading}</h3>
          {safety.map((note) => (
            <p key={note.text} className="mt-1 text-sm">
              {note.text}
            </p>
          ))}
        </div>
      )}
      {noEquivalent.map((note) => (
        <div
          key={note.text}
          className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950"
          data-testid="no-food-equivalent"
        >
          <h3 className="font-semibold">{texts.noFoodEquivalentHeading}</h3>
          <p className="mt-1 text-sm">{note.text}</p>
        </div>
      ))}
      {others.length > 0 && (
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
          <h3 className="font-semibold text-stone-900">{texts.notesHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
            {others.map((note) => (
              <li key={note.text}>{note.text}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export function MatchView({ result }: { result: LookupMatch }) {
  const doseAmounts =
    result.dose?.amounts.map(
      (amount) => `${format.amount(amount.amount)} ${amount.unit} ${format.lowerName(amount.name)}`,
    ) ?? [];
  return (
    <article className="space-y-6" aria-labelledby="lookup-result-title">
      <section className="card space-y-5">
        <div>
          <h2 id="lookup-result-title" className="text-2xl font-bold text-stone-900">
            {result.supplementName}
          </h2>
          <p className="mt-2 text-stone-700">{result.description}</p>
        </div>
        <div>
          <h3 className="sr-only">{texts.ratingsHeading}</h3>
          <div className="grid gap-4 sm:grid-cols-3">
            <StarRating label={texts.ratingLabels.effectiveness} value={result.effectivenessRating} />
            <StarRating label={texts.ratingLabels.costEfficiency} value={result.costEfficiency} />
            <StarRating label={texts.ratingLabels.safety} value={result.safetyRating} />
          </div>
          <p className="mt-3 text-sm text-stone-700">{result.ratingRationale}</p>
          <p className="mt-1 text-xs text-stone-600">
            {texts.editorialNote(result.source.label)}{" "}
            <ExternalLink href={result.source.url}>{texts.sourceLink}</ExternalLink>
          </p>
        </div>
        {result.dose && (
          <div className="text-sm text-stone-700">
            <p className="font-medium">{texts.doseLine(result.dose.input, doseAmounts)}</p>
            {result.dose.assumed && (
              <p className="text-stone-600">
                {result.dose.assumed.charAt(0).toUpperCase() + result.dose.assumed.slice(1)}.
              </p>
            )}
          </div>
        )}
        {result.upperLimitCautions.length > 0 && (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="ul-caution">
            <h3 className="font-semibold">{texts.ulHeading}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {result.upperLimitCautions.map((caution) => (
                <li key={caution.nutrient}>
                  {texts.ulCaution(caution)} {caution.note}{" "}
                  <ExternalLink href={caution.source}>{texts.sourceLink}</ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        <FilterLine filter={result.filter} />
      </section>

      <Notes notes={result.notes} />

      {result.foodAlternatives.length > 0 && (
        <section aria-labelledby="lookup-alternatives-title">
          <h3 id="lookup-alternatives-title" className="mb-3 text-xl font-semibold text-stone-900">
            {alternativesHeading(result)}
          </h3>
          <ul className="grid gap-4 md:grid-cols-3">
            {result.foodAlternatives.map((food) => (
              <FoodCard key={food.id} food={food} result={result} />
            ))}
          </ul>
        </section>
      )}
      <p className="text-xs text-stone-600">{safetyTexts.notMedicalAdvice}</p>
    </article>
  );
}

export function NoMatchView({
  result,
  onPick,
}: {
  result: LookupNoMatch;
  onPick: (suggestion: SupplementSuggestion) => void;
}) {
  return (
    <section className="card" aria-labelledby="lookup-no-match-title" data-testid="no-match">
      <h2 id="lookup-no-match-title" className="text-xl font-semibold text-stone-900">
        {texts.noMatch(result.query)}
      </h2>
      <p className="mt-2 text-stone-700">{result.suggestionsAreClose ? texts.didYouMean : texts.tryOneOf}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {result.suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <button type="button" className="btn-secondary" onClick={() => onPick(suggestion)}>
              {suggestion.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

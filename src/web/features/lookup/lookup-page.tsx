import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { lookupLimits } from "../../../shared/lookup-limits.ts";
import type { LookupRequest, LookupResult, SupplementSuggestion } from "../../../shared/lookup.ts";
import { lookupTexts as texts } from "../../../shared/texts/lookup.ts";
import { FormField } from "../../components/form-field.tsx";
import { usePageTitle } from "../../components/page-title.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { paths } from "../../paths.ts";
import { useLookupProfile } from "./api/get-lookup-profile.ts";
import { useLookUp } from "./api/look-up.ts";
import { DietChoice, type DietState } from "./diet-choice.tsx";
import { MatchView, NoMatchView } from "./lookup-result-view.tsx";
import { SupplementCombobox } from "./supplement-combobox.tsx";

const emptyDiet: DietState = { dietType: "", allergies: [], otherAllergy: "" };

/** /supplements-vs-foods: which whole foods give what a supplement does, from the knowledge base. */
export function LookupPage() {
  usePageTitle(texts.title);
  const [name, setName] = useState("");
  const [dosage, setDosage] = useState("");
  const [diet, setDiet] = useState<DietState>(emptyDiet);
  const [profileReady, setProfileReady] = useState(false);
  const [fromAssessment, setFromAssessment] = useState(false);
  const [result, setResult] = useState<LookupResult | null>(null);
  const [dosageError, setDosageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const profile = useLookupProfile();
  const lookup = useLookUp();
  const busy = lookup.isPending;

  // The form starts from the latest assessment's diet, once, when a fresh profile is in; without it
  // the server still applies the latest assessment (the request omits the diet).
  if (!profileReady && profile.isSuccess && !profile.isFetching) {
    setProfileReady(true);
    const found = profile.data;
    if (found.source === "assessment") {
      setDiet({ dietType: found.dietType ?? "", allergies: found.allergies, otherAllergy: found.otherAllergy });
      setFromAssessment(true);
    }
  }

  function run(supplementName: string) {
    if (supplementName.trim() === "") return;
    const request: LookupRequest = { supplementName: supplementName.trim(), dosage: dosage.trim() || undefined };
    if (profileReady) {
      request.dietType = diet.dietType || undefined;
      request.allergies = diet.allergies;
      request.otherAllergy = diet.allergies.includes("other") ? diet.otherAllergy.trim() : undefined;
    }
    setError(null);
    setDosageError(null);
    setAnnouncement("");
    // Only the latest request's answer is shown: an earlier one still on its way is ignored.
    lookup.mutate(request, {
      onSuccess: (found) => {
        setResult(found);
        setAnnouncement(
          found.status === "match"
            ? texts.announceResult(found.supplementName, found.foodAlternatives.length)
            : texts.announceNoMatch(found.query),
        );
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400 && failure.fields?.dosage) {
          setDosageError(failure.fields.dosage[0] ?? failure.message);
        } else {
          setError(errorMessage(failure, texts.errors.failed));
        }
      },
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    run(name);
  }

  function pickSuggestion(suggestion: SupplementSuggestion) {
    setName(suggestion.name);
    run(suggestion.name);
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{texts.title}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{texts.intro}</p>

      <form onSubmit={handleSubmit} className="card mt-6 space-y-5" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SupplementCombobox value={name} onChange={setName} />
          <FormField
            label={
              <>
                {texts.dosageLabel} <span className="font-normal text-stone-600">{texts.dosageOptional}</span>
              </>
            }
            name="dosage"
            type="text"
            autoComplete="off"
            maxLength={lookupLimits.dosageMaxLength}
            placeholder={texts.dosagePlaceholder}
            hint={texts.dosageHint}
            error={dosageError}
            value={dosage}
            onChange={(event) => {
              setDosage(event.target.value);
              setDosageError(null);
            }}
          />
        </div>
        <DietChoice value={diet} onChange={setDiet} fromAssessment={fromAssessment} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || name.trim() === ""}>
          {busy ? texts.submitting : texts.submit}
        </button>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
      </form>

      <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="lookup-announcement">
        {announcement}
      </div>

      <div className="mt-8" aria-busy={busy}>
        {result?.status === "match" && <MatchView result={result} />}
        {result?.status === "no_match" && <NoMatchView result={result} onPick={pickSuggestion} />}
      </div>

      {/* Only for someone who has not taken the assessment yet: it would start a new one. */}
      {profile.data?.source === "none" && (
        <aside
          className="mt-10 rounded-2xl bg-brand-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6"
          aria-labelledby="lookup-banner-title"
        >
          <div>
            <h2 id="lookup-banner-title" className="text-lg font-semibold text-brand-900">
              {texts.bannerTitle}
            </h2>
            <p className="mt-1 text-brand-900">{texts.bannerBody}</p>
          </div>
          <Link to={paths.assessment} className="btn-primary mt-4 shrink-0 sm:mt-0">
            {texts.bannerLink}
          </Link>
        </aside>
      )}
    </div>
  );
}

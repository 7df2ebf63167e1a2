import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { lookupLimits } from "../../../shared/lookup-limits.ts";
import type { SupplementSuggestion } from "../../../shared/lookup.ts";
import { lookupTexts } from "../../../shared/texts/lookup.ts";
import { FormField } from "../../components/form-field.tsx";
import { useSuggestions } from "./api/get-suggestions.ts";

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

const DEBOUNCE_MS = 150;
const noSuggestions: SupplementSuggestion[] = [];

/** `value` once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The "Supplement Name" input with autocomplete (ARIA combobox with a listbox of suggestions). */
export function SupplementCombobox({ value, onChange, disabled }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  // The name just picked from the list: no suggestions for it until it is edited.
  const [chosen, setChosen] = useState<string | null>(null);

  const query = useDebounced(value.trim(), DEBOUNCE_MS);
  const wanted = focused && value.trim().length >= 2 && query.length >= 2 && chosen !== value;
  // Suggestions are a convenience: a failed request just shows none.
  const { data } = useSuggestions(query, wanted);
  const suggestions = wanted && data ? data : noSuggestions;

  // A new list starts with nothing highlighted, and opens when it has something.
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
    if (suggestions.length > 0) setOpen(true);
  }

  const expanded = open && suggestions.length > 0;

  function choose(item: SupplementSuggestion) {
    setChosen(item.name);
    onChange(item.name);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      const item = suggestions[active];
      if (item) choose(item);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <FormField
        label={lookupTexts.nameLabel}
        name="supplementName"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        required
        maxLength={lookupLimits.nameMaxLength}
        placeholder={lookupTexts.namePlaceholder}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          setChosen(null);
          onChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={lookupTexts.suggestionsLabel}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((item, index) => (
          <div
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-stone-800 hover:bg-stone-50"}`}
            // Keep focus in the input while picking with the mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            // Options are reached with the arrow keys from the input (aria-activedescendant), not by Tab.
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key === "Enter") choose(item);
            }}
          >
            {item.name}
          </div>
        ))}
      </div>
    </div>
  );
}

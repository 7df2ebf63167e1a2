import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { lookupLimits } from "../../../shared/lookup-limits.ts";
import type { SupplementSuggestion } from "../../../shared/lookup.ts";
import { lookupTexts } from "../../../shared/texts/index.ts";
import { FormField } from "../../components/FormField.tsx";
import { getSuggestions } from "./api.ts";

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

const DEBOUNCE_MS = 150;

/** The "Supplement Name" input with autocomplete (ARIA combobox with a listbox of suggestions). */
export function SupplementCombobox({ value, onChange, disabled }: Props) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<SupplementSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const query = value.trim();
    if (!focused || query.length < 2 || chosen.current === value) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(query, controller.signal)
        .then((items) => {
          setSuggestions(items);
          setActive(-1);
          setOpen(items.length > 0);
        })
        .catch(() => {
          // Suggestions are a convenience: a failed request just shows none.
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, focused]);

  const expanded = open && suggestions.length > 0;

  function choose(item: SupplementSuggestion) {
    chosen.current = item.name;
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
          chosen.current = null;
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

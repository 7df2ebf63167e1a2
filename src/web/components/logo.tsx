import { appName } from "../../shared/texts/common.ts";

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <circle cx="16" cy="16" r="15" fill="#15803d" />
        <path d="M16 25c-5-2-7-7-6-12 4 0 8 3 8 8 0-6 3-10 8-11 0 7-4 13-10 15z" fill="#ecfccb" />
      </svg>
      {appName}
    </span>
  );
}

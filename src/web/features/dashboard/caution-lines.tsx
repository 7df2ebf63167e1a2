import type { SourceOfLine } from "../../../shared/format.ts";
import { SourceLink } from "../../components/external-link.tsx";

/** A food's cautions under it, each a line of its own with its source (the recommendations and the meal plan). */
export function CautionLines({
  cautions,
  className,
}: {
  cautions: readonly { text: string; source: SourceOfLine | null }[];
  /** The lines' size and colour, as the list they stand in. */
  className: string;
}) {
  return cautions.map((caution) => (
    <span key={caution.text} className={`mt-1 block ${className}`}>
      {caution.text}
      <SourceLink source={caution.source} />
    </span>
  ));
}

import { Link } from "react-router";
import { paths } from "../../paths.ts";

const chip = (active: boolean) =>
  `inline-flex rounded-full px-3 py-1 text-sm font-medium transition-colors ${
    active ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-900 hover:bg-brand-100"
  }`;

/** An article's tags, each a link to the list filtered to it. */
export function Tags({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={paths.blogTag(tag)} className={chip(false)}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The list's tag filter: all articles, then every tag; the chosen one is marked as the current page. */
export function TagFilter({
  tags,
  active,
  label,
  allLabel,
}: {
  tags: readonly string[];
  active: string | null;
  label: string;
  allLabel: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={paths.blog} aria-current={active === null ? "page" : undefined} className={chip(active === null)}>
            {allLabel}
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={paths.blogTag(tag)}
              aria-current={active === tag ? "page" : undefined}
              className={chip(active === tag)}
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

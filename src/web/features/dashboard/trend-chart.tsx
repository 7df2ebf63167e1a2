import { useEffect, useId, useRef, useState } from "react";
import type { DashboardHistoryEntry } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { useDates } from "../../lib/dates.ts";

// Score and balance over time, drawn with SVG (no charting library): oldest on the left, one point per
// assessment, evenly spaced (two taken on one day stay apart). The svg is an image with a title and a
// description saying the trend in words; the table beside it has every figure. It is drawn at the width
// it is shown at (measured), so its labels are the same size on a phone as on a desktop.

const height = 220;
const pad = { left: 34, right: 14, top: 14, bottom: 30 };
const plotH = height - pad.top - pad.bottom;

/** The element's width in CSS pixels, followed as it changes (a fallback until measured, or without ResizeObserver). */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function scales(width: number) {
  const plotW = width - pad.left - pad.right;
  const x = (index: number, count: number) => pad.left + (count === 1 ? plotW / 2 : (index * plotW) / (count - 1));
  const y = (value: number) => pad.top + plotH * (1 - Math.min(100, Math.max(0, value)) / 100);
  const line = (points: readonly number[]) =>
    points.map((value, index) => `${x(index, points.length).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  return { x, y, line };
}

export function TrendChart({ history }: { history: readonly DashboardHistoryEntry[] }) {
  const id = useId();
  const dates = useDates();
  const [ref, measured] = useWidth<HTMLElement>(480);
  const width = Math.max(260, measured);
  const { x, y, line } = scales(width);
  const oldestFirst = [...history].reverse();
  const scores = oldestFirst.map((entry) => entry.overallScore);
  const balances = oldestFirst.map((entry) => entry.nutritionBalance);
  const first = oldestFirst[0]!;
  const last = oldestFirst.at(-1)!;
  const firstDay = dates.short(first.completedAt);
  const lastDay = dates.short(last.completedAt);
  const summary = texts.progress.chartSummary(
    oldestFirst.length,
    dates.long(first.completedAt),
    dates.long(last.completedAt),
    first.overallScore,
    last.overallScore,
    first.nutritionBalance,
    last.nutritionBalance,
  );
  return (
    <figure ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{texts.progress.chartTitle}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-stone-200"
              strokeWidth={1}
            />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-stone-600 text-[12px]">
              {tick}
            </text>
          </g>
        ))}
        <polyline
          points={line(balances)}
          fill="none"
          className="stroke-sky-700"
          strokeWidth={3}
          strokeDasharray="7 5"
          strokeLinejoin="round"
        />
        <polyline
          points={line(scores)}
          fill="none"
          className="stroke-brand-700"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {balances.map((value, index) => (
          <rect
            key={`b${index}`}
            x={x(index, balances.length) - 4.5}
            y={y(value) - 4.5}
            width={9}
            height={9}
            className="fill-white stroke-sky-700"
            strokeWidth={2.5}
          />
        ))}
        {scores.map((value, index) => (
          <circle key={`s${index}`} cx={x(index, scores.length)} cy={y(value)} r={5} className="fill-brand-700" />
        ))}
        {firstDay === lastDay ? (
          // All taken on one day: its date once, under the middle, not the same date at both ends.
          <text
            x={pad.left + (width - pad.left - pad.right) / 2}
            y={height - 8}
            textAnchor="middle"
            className="fill-stone-600 text-[12px]"
          >
            {firstDay}
          </text>
        ) : (
          <>
            <text x={pad.left} y={height - 8} className="fill-stone-600 text-[12px]">
              {firstDay}
            </text>
            <text x={width - pad.right} y={height - 8} textAnchor="end" className="fill-stone-600 text-[12px]">
              {lastDay}
            </text>
          </>
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-6 rounded bg-brand-700" />
          {texts.progress.legendScore}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block w-6 border-t-[3px] border-dashed border-sky-700" />
          {texts.progress.legendBalance}
        </span>
      </figcaption>
    </figure>
  );
}

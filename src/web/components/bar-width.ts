/**
 * A bar's width as a class, a whole percent from 0 to 100 (styles.css makes each): the same bar in the browser and
 * in HTML rendered on the server, where an inline style attribute would be refused by the Content-Security-Policy.
 */
export function barWidth(percent: number): string {
  const whole = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
  return `w-[${whole}%]`;
}

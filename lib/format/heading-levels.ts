/**
 * An article body's headings lifted so its highest one is an h2, right under the page's h1
 * title: editors often start a body at h3 or h4, which leaves a gap in the page's outline that
 * screen readers announce. The order among the body's own headings stays; the input is HTML the
 * article sanitizer has written, so every heading tag is plain `<hN>` or `</hN>`.
 */
const HEADING = /<(\/?)h([1-6])>/gi;

export function nestHeadings(html: string): string {
  const levels = [...html.matchAll(HEADING)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const lift = Math.min(...levels) - 2;
  if (lift <= 0) return html;
  return html.replace(HEADING, (_, close: string, level: string) => `<${close}h${Number(level) - lift}>`);
}

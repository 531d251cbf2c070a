/** The entities the server escapes user-supplied names with; `&amp;` is read in the same pass, so `&amp;lt;` stays `&lt;`. */
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/**
 * The import report (`msg` of `POST /system/user/importData`) as lines of plain text. The
 * reference shows it as HTML (contract 9, item 21), which would run markup taken from the
 * uploaded file; here the `<br/>` separators become lines and the entities become characters,
 * and the caller renders them as text.
 */
export function importReportLines(report: string): string[] {
  return report
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity]).trim())
    .filter((line) => line !== '');
}

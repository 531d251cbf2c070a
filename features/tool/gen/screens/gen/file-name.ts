/**
 * The tab labels of the generated files: each file's name without a template's `.vm` ending, as
 * the reference labels them (`vm/java/domain.java.vm` → `domain.java`). Where two files share a
 * name (a table's schema and its API client are both `<business>.ts`), their folders are added
 * from the nearest until the labels differ (`schema/notice.ts`, `api/notice.ts`).
 */
export function tabLabelsOf(paths: string[]): string[] {
  const parts = paths.map((path) => path.replace(/\.vm$/, '').split('/'));
  const labelOf = (segments: string[], depth: number) => segments.slice(-depth).join('/');
  return parts.map((segments) => {
    let depth = 1;
    const clashes = (d: number) => parts.some((other) => other !== segments && labelOf(other, d) === labelOf(segments, d));
    while (depth < segments.length && clashes(depth)) depth += 1;
    return labelOf(segments, depth);
  });
}

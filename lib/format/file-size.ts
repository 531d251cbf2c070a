const UNITS = ['B', 'KB', 'MB'] as const;

/** A stored file's size as people read it: `812 B`, `14.2 KB`, `3.5 MB`. */
export function fileSizeText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

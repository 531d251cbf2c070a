/** A database id from a path or query value: digits only, at most 15 of them; otherwise null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

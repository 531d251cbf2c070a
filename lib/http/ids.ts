/** A database id from a path or query value: digits only, at most 15 of them, above 0; otherwise null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The member-only category of the spec: it and everything below it need a signed-in reader. */
export const MEMBER_ONLY_CATEGORY_ID = 96;

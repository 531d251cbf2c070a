/** A text as a page in this language shows it: on the English site its English, when there is some; else the Chinese. */
export function inLocale(chinese: string, english: string | null | undefined, locale: string): string {
  return locale === 'en' && english ? english : chinese;
}

/** The suffix of a portal setting's English text: `portal.footer.address.en` is the English of `portal.footer.address`. */
export const ENGLISH_SETTING_SUFFIX = '.en';

/**
 * The portal settings as a page in this language shows them: on the English site each setting
 * with English text that is not empty stands for the Chinese one; the others stay as they are.
 */
export function settingsFor(settings: Record<string, string>, locale: string): Record<string, string> {
  const own = Object.entries(settings).filter(([key]) => !key.endsWith(ENGLISH_SETTING_SUFFIX));
  if (locale !== 'en') return Object.fromEntries(own);
  return Object.fromEntries(own.map(([key, value]) => [key, settings[`${key}${ENGLISH_SETTING_SUFFIX}`] || value]));
}

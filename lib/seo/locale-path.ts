/** A page's path in a language: Chinese without a prefix, English under /en. */
export function localisedPath(locale: string, path: string): string {
  if (locale !== 'en') return path;
  return path === '/' ? '/en' : path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`;
}

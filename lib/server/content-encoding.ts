/** The compressed forms the server answers in, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to answer in, among `available`, by the request's Accept-Encoding: the one the
 * client weighs highest (a `q` of 0 refuses it, `*` stands for any not named), brotli first on a
 * tie; null when the client takes none of them, and the answer goes plain.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined, available: readonly Encoding[] = ENCODINGS): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

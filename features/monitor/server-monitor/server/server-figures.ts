/**
 * The reference's arithmetic for the server monitor (`Arith`, `Server.convertFileSize`,
 * `DateUtils.timeDistance`), so that its figures round as RuoYi's do: a double is taken at its
 * shortest decimal spelling (`new BigDecimal(Double.toString(v))`) and rounded half up.
 */

interface Decimal {
  digits: bigint;
  scale: number;
}

/** A finite number as its shortest decimal digits and their scale: 15.54 → 1554, 2. */
function decimalOf(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** n / d rounded half up (away from zero on a tie). */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const quotient = an / ad + ((an % ad) * 2n >= ad ? 1n : 0n);
  return negative ? -quotient : quotient;
}

const numberOf = ({ digits, scale }: Decimal) => Number(`${digits}e-${scale}`) + 0;

/** `Arith.div(a, b, scale)`: a / b rounded half up to `scale` places; 0 when a is 0. */
export function div(a: number, b: number, scale: number): number {
  const x = decimalOf(a);
  if (x.digits === 0n) return 0;
  const y = decimalOf(b);
  return numberOf({ digits: divideHalfUp(x.digits * 10n ** BigInt(y.scale + scale), y.digits * 10n ** BigInt(x.scale)), scale });
}

/** `Arith.mul(a, b)`: the exact decimal product. */
export function mul(a: number, b: number): number {
  const x = decimalOf(a);
  const y = decimalOf(b);
  return numberOf({ digits: x.digits * y.digits, scale: x.scale + y.scale });
}

/** `Arith.round(v, scale)`: half up to `scale` places. */
export const round = (value: number, scale: number): number => div(value, 1, scale);

/** `mul(div(part, whole, 4), 100)`: the reference's percentages, at most two places; 0 of nothing is 0. */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : mul(div(part, whole, 4), 100));

/** Java's `String.format("%.Nf", v)`: the shortest digits of the double, rounded half up. */
function fixed(value: number, places: number): string {
  const { digits, scale } = decimalOf(value);
  const rounded = scale > places ? divideHalfUp(digits, 10n ** BigInt(scale - places)) : digits * 10n ** BigInt(places - scale);
  const text = (rounded < 0n ? -rounded : rounded).toString().padStart(places + 1, '0');
  const sign = rounded < 0n ? '-' : '';
  return places === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -places)}.${text.slice(-places)}`;
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/**
 * `Server.convertFileSize`: `15.6 GB`, `512 MB` / `12.5 MB`, `300 KB` / `2.0 KB`, `812 B`. The
 * reference divides in float precision (`(float) size / gb`), and so does this.
 */
export function convertFileSize(size: number): string {
  const asFloat = (unit: number) => Math.fround(Math.fround(size) / unit);
  if (size >= GB) return `${fixed(asFloat(GB), 1)} GB`;
  if (size >= MB) {
    const f = asFloat(MB);
    return `${fixed(f, f > 100 ? 0 : 1)} MB`;
  }
  if (size >= KB) {
    const f = asFloat(KB);
    return `${fixed(f, f > 100 ? 0 : 1)} KB`;
  }
  return `${Math.trunc(size)} B`;
}

/** `DateUtils.timeDistance(end, start)`: `{d}天{h}小时{m}分钟`, whole units, the seconds dropped. */
export function timeDistance(end: Date, start: Date): string {
  const diff = end.getTime() - start.getTime();
  const day = Math.trunc(diff / 86_400_000);
  const hour = Math.trunc((diff % 86_400_000) / 3_600_000);
  const min = Math.trunc((diff % 3_600_000) / 60_000);
  return `${day}天${hour}小时${min}分钟`;
}

/** Java's `List.toString()`: `[a, b]`, `[]` when empty. */
export const javaListText = (items: readonly string[]): string => `[${items.join(', ')}]`;

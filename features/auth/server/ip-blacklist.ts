/**
 * The config `sys.login.blackIPList` matcher: entries separated by `;`, each an exact IPv4
 * address, a pattern with `*` octets (`10.0.*`), or a range `a.b.c.d-e.f.g.h`.
 */
function toNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function matchesEntry(ip: string, entry: string): boolean {
  if (entry.includes('-')) {
    const [from, to] = entry.split('-').map((part) => toNumber(part.trim()));
    const value = toNumber(ip);
    return from !== null && to !== null && value !== null && value >= Math.min(from, to) && value <= Math.max(from, to);
  }
  if (entry.includes('*')) {
    const pattern = entry.split('.');
    const octets = ip.split('.');
    return octets.length === 4 && pattern.every((part, i) => part === '*' || part === octets[i]);
  }
  return entry === ip;
}

export function isBlacklisted(ip: string, list: string): boolean {
  const plain = ip.replace(/^::ffff:/, '');
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => matchesEntry(plain, entry));
}

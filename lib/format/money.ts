/**
 * Money as the portal keeps it: whole fen, never floating-point yuan. Amounts arrive and leave as
 * yuan text (`88.00`), as forms, RuoYi's tables and the payment providers write them.
 */

/** Fen from yuan text with at most two decimals, exactly; null when it is not such an amount. */
export function fenOf(yuan: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** Yuan text with two decimals, from fen. */
export const yuanOf = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

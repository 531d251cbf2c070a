/** Whether a database error is a unique-index violation (PostgreSQL 23505), however the driver wraps it; of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown; constraint?: unknown } };
  const own = error as { constraint?: unknown };
  if (code !== '23505' && cause?.code !== '23505') return false;
  return constraint === undefined || (own.constraint ?? cause?.constraint) === constraint;
}

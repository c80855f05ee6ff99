/**
 * Tells a unique-key violation apart from other failures, in either engine's dialect, so callers
 * can turn a lost insert race (two orders with one Idempotency-Key) into a lookup.
 */
const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const POSTGRES_UNIQUE_CODE = '23505';

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === POSTGRES_UNIQUE_CODE || (typeof code === 'string' && SQLITE_UNIQUE_CODES.has(code));
}

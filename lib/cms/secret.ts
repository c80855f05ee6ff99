/**
 * Compares a presented secret with the one configured in env, in constant time. An unset or empty
 * configured secret matches nothing, so a forgotten variable never opens the door.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function secretMatches(presented: string | null | undefined, configured: string | undefined): boolean {
  if (!configured || !presented) return false;
  return timingSafeEqual(digest(presented), digest(configured));
}

/** Secrets the server hands out (refresh, reset, confirmation tokens) are stored only as SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token of `bytes` bytes, URL-safe. */
export function newRandomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

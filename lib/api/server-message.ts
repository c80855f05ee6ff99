/**
 * The message a non-200 answer carries for the shopper (spec 01 §8 "Non-200 code"): a string
 * result, a nested `result` or a `message`. A host-not-found answer carries none.
 */
import { HOST_NOT_FOUND_CODES } from '@/lib/config/client';
import type { TaskResult } from './task';

function isHostNotFoundCode(code: unknown): boolean {
  return typeof code === 'string' && (HOST_NOT_FOUND_CODES as readonly string[]).includes(code);
}

export function serverMessage(answer: TaskResult): string | null {
  const { result } = answer;
  if (typeof result === 'string') return result.length > 0 ? result : null;
  if (result === null || typeof result !== 'object') return null;
  const nested = result as { result?: unknown; message?: unknown; code?: unknown };
  if (isHostNotFoundCode(nested.code)) return null;
  if (typeof nested.result === 'string' && nested.result.length > 0) return nested.result;
  if (typeof nested.message === 'string' && nested.message.length > 0) return nested.message;
  return null;
}

/** A failed fetch caused by a name lookup: the host does not exist, so no internet-error notice. */
export function isHostNotFound(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return isHostNotFoundCode(cause?.code);
}

/**
 * Parses route input with a zod schema; bad input becomes a 400 naming the first offending
 * field (`cartItem.qty`), before anything is read or written.
 */
import type { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES } from '@/lib/config/commerce';
import { ApiError } from './api-error';

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[') || 'body';
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(400, 'invalidField', { field: fieldPath(issue.path), problem: issue.message });
}

/** The JSON body; a body that is not JSON is a 400, an empty body reads as `{}`, a huge one a 413. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_REQUEST_BODY_BYTES) throw new ApiError(413, 'requestTooLarge');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_REQUEST_BODY_BYTES) throw new ApiError(413, 'requestTooLarge');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalidJson');
  }
}

/** The query string as a plain object (last value wins). */
export function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * A refusal a route answers on purpose: the `{ code }` to send and the message key (translated to
 * the store's language when answered). Thrown anywhere below a route; `apiRoute` turns it into the
 * answer, so domain code never builds responses.
 */
import type { MessageKey, MessageParams } from './messages';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** A fixed text instead of a translated one (texts the client matches on, spec 01 §8). */
    readonly fixedMessage?: string,
  ) {
    super(fixedMessage ?? messageKey);
    this.name = 'ApiError';
  }
}

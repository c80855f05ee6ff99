/**
 * Why a call was rejected rather than answered. The English text is the spec's; `messageKey`
 * names the translated shopper-facing text in `locales/<locale>/cart.json`.
 */
import { EXECUTOR_ERRORS } from '@/lib/config/client';

export type ApiErrorKind = keyof typeof EXECUTOR_ERRORS;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP-like code a caller can branch on: 401 once token refresh has failed for good. */
  readonly code: number | null;

  constructor(kind: ApiErrorKind, code: number | null = null) {
    super(EXECUTOR_ERRORS[kind]);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }

  get messageKey(): string {
    return `cart.${this.kind}Error`;
  }
}

/**
 * Partial refunds (ADR 0018), pure: what is left to refund of a capture, whether a refund closes the
 * order, and which part of a refund paid for goods (the loyalty ledger takes beans back on goods only).
 */
import { mulDivRound } from '../money';

/** What may still be given back: the capture less every refund recorded (pending ones included). */
export function refundableCents(capturedCents: number, refundedCents: readonly number[]): number {
  return Math.max(0, capturedCents - refundedCents.reduce((sum, cents) => sum + cents, 0));
}

/** The order is closed only once its refunds add up to the whole capture. */
export function isFullyRefunded(capturedCents: number, refundedCents: readonly number[]): boolean {
  return capturedCents > 0 && refundableCents(capturedCents, refundedCents) === 0;
}

/**
 * The goods part of a refund: the refund split in the proportion goods : shipping of what was paid
 * (the grand total is goods after discounts and gift card plus shipping), rounded commercially.
 */
export function goodsShareCents(refundCents: number, capturedCents: number, shippingCents: number): number {
  if (capturedCents <= 0) return 0;
  const goodsPaid = Math.max(0, capturedCents - Math.max(0, shippingCents));
  return Math.min(refundCents, mulDivRound(refundCents, goodsPaid, capturedCents));
}

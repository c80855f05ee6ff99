/**
 * The Coffee Club's pure rules (spec 02 §4, §5, §9): how many beans a product and an order earn,
 * when they become active and expire, what a redemption may spend, and the membership flags read
 * from the user's custom attributes.
 */
import {
  BEANS_PER_EURO,
  COFFEE_ATTRIBUTE_SETS,
  EXPIRY_MONTHS,
  LOYALTY_ATTRIBUTES,
  MACHINE_ATTRIBUTE_SETS,
  PENDING_DAYS,
  POINTS_MAP,
  VOUCHER_VALID_YEARS,
} from '@/lib/config/loyalty';

const DAY_MS = 86_400_000;

/** Beans per euro for a product of this attribute set: 3 on coffee, 1 on machines and the rest. */
export function beansMultiplier(attributeSetId: number | null | undefined): number {
  if (attributeSetId != null && COFFEE_ATTRIBUTE_SETS.includes(attributeSetId)) return BEANS_PER_EURO.coffee;
  if (attributeSetId != null && MACHINE_ATTRIBUTE_SETS.includes(attributeSetId)) return BEANS_PER_EURO.machine;
  return BEANS_PER_EURO.other;
}

export interface EarningLine {
  /** The line's gross value after discounts, in cents. */
  value_cents: number;
  multiplier: number;
}

/** Whole beans an order's lines earn: per line, whole euros of its value times its multiplier. */
export function beansForLines(lines: readonly EarningLine[]): number {
  return lines.reduce((sum, line) => sum + Math.floor(Math.max(0, line.value_cents) / 100) * line.multiplier, 0);
}

/** Whole beans one unit of a product earns at its gross price (euros): the product page's "Earn N beans". */
export function beansForProduct(priceInclTax: number, attributeSetId: number | null | undefined): number {
  return beansForLines([{ value_cents: Math.round(Math.max(0, priceInclTax) * 100), multiplier: beansMultiplier(attributeSetId) }]);
}

export function activationDate(earnedAt: Date): Date {
  return new Date(earnedAt.getTime() + PENDING_DAYS * DAY_MS);
}

function addUtcMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Beans expire 12 months after earning. */
export function expiryDate(earnedAt: Date): Date {
  return addUtcMonths(earnedAt, EXPIRY_MONTHS);
}

/** A voucher bought with beans is valid 2 years. */
export function voucherValidUntil(boughtAt: Date): Date {
  return addUtcMonths(boughtAt, VOUCHER_VALID_YEARS * 12);
}

/** PLUS runs one year from the paid order, no automatic renewal. */
export function plusEndingDate(paidAt: Date, months: number): Date {
  return addUtcMonths(paidAt, months);
}

/**
 * PLUS may be withdrawn within 14 days (spec 02 §6, §9): counted from the order that bought it (the
 * contract), up to but not including the moment `days` whole days later.
 */
export function plusWithdrawalOpen(orderedAt: string, now: Date, days: number): boolean {
  const ordered = new Date(orderedAt).getTime();
  return Number.isFinite(ordered) && now.getTime() < ordered + days * DAY_MS;
}

export type RedemptionRefusal = 'no_active_points' | 'below_smallest_step' | 'above_active_points';

export type Redemption = { ok: true; points: number; money_amount: number } | { ok: false; refusal: RedemptionRefusal };

/**
 * What asking to redeem `points` buys (spec 02 §5): active beans above 0, the asked points at least
 * the smallest step of the points map and not above the active beans. The voucher is worth the
 * largest step not above the asked points, and exactly that step's beans are spent.
 */
export function redemptionFor(points: number, activePoints: number, map = POINTS_MAP): Redemption {
  if (activePoints <= 0) return { ok: false, refusal: 'no_active_points' };
  const steps = [...map].sort((a, b) => a.points_amount - b.points_amount);
  const step = steps.filter((s) => s.points_amount <= points).pop();
  if (!step) return { ok: false, refusal: 'below_smallest_step' };
  if (step.points_amount > activePoints) return { ok: false, refusal: 'above_active_points' };
  return { ok: true, points: step.points_amount, money_amount: step.money_amount };
}

type Attribute = { attribute_code: string; value: unknown };

const isOn = (value: unknown) => value === true || value === 1 || value === '1';

/** Base membership is derived from `loyalty_subscribed` (spec 02 §6). */
export function isClubMember(attributes: readonly Attribute[]): boolean {
  return attributes.some((a) => a.attribute_code === LOYALTY_ATTRIBUTES.subscribed && isOn(a.value));
}

/** The loyalty newsletter flag NWL_LOYALTY (spec 02 §6). */
export function hasLoyaltyMails(attributes: readonly Attribute[]): boolean {
  return attributes.some((a) => a.attribute_code === LOYALTY_ATTRIBUTES.newsletter && isOn(a.value));
}

/** The attributes with `code` set to `value` (added when missing). */
export function withAttribute(attributes: readonly Attribute[], code: string, value: string): Attribute[] {
  const rest = attributes.filter((a) => a.attribute_code !== code);
  return [...rest, { attribute_code: code, value }];
}

/** Whether PLUS runs at `now`: flagged and not past its ending date. */
export function isPlusActive(isPlusMember: boolean, plusEndingDate: string | null, now: Date): boolean {
  return isPlusMember && plusEndingDate !== null && plusEndingDate > now.toISOString();
}

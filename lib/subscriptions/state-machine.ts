/**
 * What a customer may do with a subscription in each status, and what it becomes (spec 02 §4;
 * the spec shows no exact rules, docs/adr/0007-subscriptions.md records the ones chosen here).
 * Pure: the state and today's date go in, the new state or the refusal comes out.
 */
import {
  SUBSCRIPTION_MAX_DELIVERIES,
  SUBSCRIPTION_MIN_QTY,
  type SubscriptionAction,
  type SubscriptionStatus,
  type SubscriptionTerm,
} from '@/lib/config/subscriptions';
import { addInterval, addIntervals, daysBetween, fitsScheduleBy, isCalendarDate, isScheduleInterval, rollForwardBy, type CalendarDate, type ScheduleInterval } from './schedule';

export interface SubscriptionState {
  status: SubscriptionStatus;
  interval_days: number;
  /** Month and year intervals (12 = yearly); absent or null for day intervals. */
  interval_months?: number | null;
  qty: number;
  start_date: CalendarDate;
  next_order_date: CalendarDate;
  term: SubscriptionTerm;
  end_date: CalendarDate | null;
  /** The term's number of deliveries (term `deliveries` only). */
  deliveries: number | null;
  /** Deliveries sent so far; the order that started the subscription is the first. */
  deliveries_made: number;
}

/** What the edit form sends: the schedule and the term. */
export interface SubscriptionEdit {
  interval_days: number;
  /** A month interval (12 = yearly); absent or null for a day interval. */
  interval_months?: number | null;
  qty: number;
  next_order_date: string;
  term: SubscriptionTerm;
  end_date?: string | null;
  deliveries?: number | null;
  /** The version of the copy the form was filled from (checked by the server, not here). */
  version?: string;
}

export type SubscriptionCommand = { action: Exclude<SubscriptionAction, 'edit'> } | { action: 'edit'; edit: SubscriptionEdit };

/** Each refusal has its text under `errors` in `locales/<locale>/subscriptions.json`. */
export type SubscriptionRefusal = 'notAllowed' | 'outdated' | 'lastDelivery' | 'minQty' | 'incorrectInput' | 'nextDateInPast' | 'endDateMismatch';

export type Transition = { ok: true; state: SubscriptionState } | { ok: false; refusal: SubscriptionRefusal };

/** The actions each status allows; everything else is refused and changes nothing. */
const ALLOWED_ACTIONS: Record<SubscriptionStatus, readonly SubscriptionAction[]> = {
  unknown: ['cancel'],
  pending: ['edit', 'cancel'],
  active: ['pause', 'skip', 'edit', 'cancel'],
  paused: ['reactivate', 'edit', 'cancel'],
  failed: ['reactivate', 'edit', 'cancel'],
  suspended: ['cancel'],
  expired: ['renew'],
  complete: ['renew'],
  cancelled: [],
};

export function allowedActions(status: SubscriptionStatus): readonly SubscriptionAction[] {
  return ALLOWED_ACTIONS[status];
}

/**
 * Spec 02 §8 "Subscription data outdated: prompt to press Edit": a running schedule whose next
 * order date has passed can only be fixed by choosing a new date.
 */
export function isOutdated(state: Pick<SubscriptionState, 'status' | 'next_order_date'>, today: CalendarDate): boolean {
  return ALLOWED_ACTIONS[state.status].includes('edit') && state.status !== 'paused' && daysBetween(today, state.next_order_date) <= 0;
}

/** The schedule's term as entered, checked against the next order date and frequency. */
export function checkTerm(
  term: Pick<SubscriptionEdit, 'term' | 'end_date' | 'deliveries'>,
  next: CalendarDate,
  interval: ScheduleInterval,
  deliveriesMade: number,
): { ok: true; end_date: CalendarDate | null; deliveries: number | null } | { ok: false; refusal: SubscriptionRefusal } {
  if (term.term === 'unlimited') return { ok: true, end_date: null, deliveries: null };
  if (term.term === 'end_date') {
    if (!isCalendarDate(term.end_date)) return { ok: false, refusal: 'incorrectInput' };
    return fitsScheduleBy(term.end_date, next, interval) ? { ok: true, end_date: term.end_date, deliveries: null } : { ok: false, refusal: 'endDateMismatch' };
  }
  const count = term.deliveries;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= deliveriesMade || count > SUBSCRIPTION_MAX_DELIVERIES) {
    return { ok: false, refusal: 'incorrectInput' };
  }
  return { ok: true, end_date: null, deliveries: count };
}

/** Spec 02 §5: quantity at least 1, a known interval, a next date after today, an end that fits. */
export function applyEdit(state: SubscriptionState, edit: SubscriptionEdit, today: CalendarDate): Transition {
  if (typeof edit.qty !== 'number' || !Number.isInteger(edit.qty)) return { ok: false, refusal: 'incorrectInput' };
  if (edit.qty < SUBSCRIPTION_MIN_QTY) return { ok: false, refusal: 'minQty' };
  const interval = { interval_days: edit.interval_days, interval_months: edit.interval_months ?? null };
  if (!isScheduleInterval(interval) || !isCalendarDate(edit.next_order_date)) return { ok: false, refusal: 'incorrectInput' };
  if (daysBetween(today, edit.next_order_date) <= 0) return { ok: false, refusal: 'nextDateInPast' };
  // The customer's new next date is the schedule's new day of the month.
  const term = checkTerm(edit, edit.next_order_date, { ...interval, start_date: edit.next_order_date }, state.deliveries_made);
  if (!term.ok) return term;
  return {
    ok: true,
    state: {
      ...state,
      qty: edit.qty,
      interval_days: interval.interval_days,
      interval_months: interval.interval_months,
      next_order_date: edit.next_order_date,
      term: edit.term,
      end_date: term.end_date,
      deliveries: term.deliveries,
    },
  };
}

/** Renewal starts a new term of the same kind and length from today. */
function renewed(state: SubscriptionState, today: CalendarDate): SubscriptionState {
  const interval = { interval_days: state.interval_days, interval_months: state.interval_months, start_date: today };
  const next = addInterval(today, interval);
  let cycles = 0;
  if (state.end_date) {
    for (let date = state.start_date; daysBetween(date, state.end_date) > 0; date = addInterval(date, state)) cycles += 1;
  }
  return {
    ...state,
    status: 'active',
    start_date: today,
    next_order_date: next,
    end_date: state.term === 'end_date' ? addIntervals(today, interval, Math.max(1, cycles)) : null,
    deliveries_made: 0,
  };
}

export function transition(state: SubscriptionState, command: SubscriptionCommand, today: CalendarDate): Transition {
  if (!ALLOWED_ACTIONS[state.status].includes(command.action)) return { ok: false, refusal: 'notAllowed' };
  switch (command.action) {
    case 'pause':
      if (isOutdated(state, today)) return { ok: false, refusal: 'outdated' };
      return { ok: true, state: { ...state, status: 'paused' } };
    case 'reactivate':
      return { ok: true, state: { ...state, status: 'active', next_order_date: rollForwardBy(state.next_order_date, state, today) } };
    case 'skip': {
      if (isOutdated(state, today)) return { ok: false, refusal: 'outdated' };
      const next = addInterval(state.next_order_date, state);
      if (state.end_date !== null && daysBetween(next, state.end_date) < 0) return { ok: false, refusal: 'lastDelivery' };
      return { ok: true, state: { ...state, next_order_date: next } };
    }
    case 'cancel':
      return { ok: true, state: { ...state, status: 'cancelled' } };
    case 'renew':
      return { ok: true, state: renewed(state, today) };
    case 'edit':
      return applyEdit(state, command.edit, today);
  }
}

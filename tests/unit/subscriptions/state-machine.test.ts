import { SUBSCRIPTION_ACTIONS, SUBSCRIPTION_STATUSES, type SubscriptionAction, type SubscriptionStatus } from '@/lib/config/subscriptions';
import { allowedActions, isOutdated, transition, type SubscriptionCommand, type SubscriptionEdit, type SubscriptionState } from '@/lib/subscriptions';

const TODAY = '2026-11-22';

function subscription(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    status: 'active',
    interval_days: 28,
    qty: 2,
    start_date: '2026-11-15',
    next_order_date: '2026-12-13',
    term: 'unlimited',
    end_date: null,
    deliveries: null,
    deliveries_made: 1,
    ...overrides,
  };
}

const EDIT: SubscriptionEdit = { interval_days: 14, qty: 3, next_order_date: '2026-12-01', term: 'unlimited' };

function command(action: SubscriptionAction): SubscriptionCommand {
  return action === 'edit' ? { action, edit: EDIT } : { action };
}

/** The rules of docs/adr/0007-subscriptions.md, written out once more as the table a reader checks. */
const EXPECTED: Record<SubscriptionStatus, Partial<Record<SubscriptionAction, SubscriptionStatus>>> = {
  unknown: { cancel: 'cancelled' },
  pending: { edit: 'pending', cancel: 'cancelled' },
  active: { pause: 'paused', skip: 'active', edit: 'active', cancel: 'cancelled' },
  paused: { reactivate: 'active', edit: 'paused', cancel: 'cancelled' },
  failed: { reactivate: 'active', edit: 'failed', cancel: 'cancelled' },
  suspended: { cancel: 'cancelled' },
  expired: { renew: 'active' },
  complete: { renew: 'active' },
  cancelled: {},
};

describe('the subscription state machine: every action from every status', () => {
  const cases = SUBSCRIPTION_STATUSES.flatMap((status) => SUBSCRIPTION_ACTIONS.map((action) => [status, action] as const));

  it.each(cases)('from %s, %s', (status, action) => {
    const before = subscription({ status });
    const outcome = transition(before, command(action), TODAY);
    const expected = EXPECTED[status][action];
    if (expected === undefined) {
      expect(outcome).toEqual({ ok: false, refusal: 'notAllowed' });
      expect(allowedActions(status)).not.toContain(action);
    } else {
      expect(outcome.ok && outcome.state.status).toBe(expected);
      expect(allowedActions(status)).toContain(action);
    }
  });

  it('never changes the state it was given', () => {
    const before = subscription();
    const copy = structuredClone(before);
    for (const action of SUBSCRIPTION_ACTIONS) transition(before, command(action), TODAY);
    expect(before).toEqual(copy);
  });
});

describe('what each action does to the schedule', () => {
  it('pausing keeps the next date; reactivating keeps it while it lies ahead', () => {
    const paused = transition(subscription(), { action: 'pause' }, TODAY);
    expect(paused).toEqual({ ok: true, state: subscription({ status: 'paused' }) });
    const active = transition(subscription({ status: 'paused' }), { action: 'reactivate' }, TODAY);
    expect(active).toEqual({ ok: true, state: subscription() });
  });

  it('reactivating after a long pause moves the next date to the first delivery day after today', () => {
    const outcome = transition(subscription({ status: 'paused', next_order_date: '2026-10-04' }), { action: 'reactivate' }, TODAY);
    expect(outcome.ok && outcome.state.next_order_date).toBe('2026-11-29');
  });

  it.each([14, 21, 28, 42, 56])('skipping the next cycle moves the next date by one interval of %i days', (days) => {
    const outcome = transition(subscription({ interval_days: days, next_order_date: '2026-12-13' }), { action: 'skip' }, TODAY);
    expect(outcome.ok && outcome.state.next_order_date).toBe(new Date(Date.parse('2026-12-13T00:00:00Z') + days * 86_400_000).toISOString().slice(0, 10));
  });

  it('refuses to skip the last delivery before the end date', () => {
    const last = subscription({ term: 'end_date', end_date: '2026-12-13' });
    expect(transition(last, { action: 'skip' }, TODAY)).toEqual({ ok: false, refusal: 'lastDelivery' });
    const earlier = subscription({ term: 'end_date', end_date: '2027-01-10' });
    expect(transition(earlier, { action: 'skip' }, TODAY)).toMatchObject({ ok: true, state: { next_order_date: '2027-01-10' } });
  });

  it('an active subscription whose next date has passed is outdated: pause and skip ask for Edit, Edit fixes it', () => {
    const stale = subscription({ next_order_date: '2026-11-20' });
    expect(isOutdated(stale, TODAY)).toBe(true);
    expect(transition(stale, { action: 'skip' }, TODAY)).toEqual({ ok: false, refusal: 'outdated' });
    expect(transition(stale, { action: 'pause' }, TODAY)).toEqual({ ok: false, refusal: 'outdated' });
    const fixed = transition(stale, { action: 'edit', edit: { ...EDIT, next_order_date: '2026-11-23' } }, TODAY);
    expect(fixed.ok && isOutdated(fixed.state, TODAY)).toBe(false);
  });

  it('a paused or finished subscription is never outdated', () => {
    expect(isOutdated(subscription({ status: 'paused', next_order_date: '2026-01-01' }), TODAY)).toBe(false);
    expect(isOutdated(subscription({ status: 'cancelled', next_order_date: '2026-01-01' }), TODAY)).toBe(false);
  });

  it('renewing starts a new term of the same length from today', () => {
    const ended = subscription({ status: 'expired', start_date: '2026-01-04', term: 'end_date', end_date: '2026-03-29', deliveries_made: 4 });
    expect(transition(ended, { action: 'renew' }, TODAY)).toEqual({
      ok: true,
      state: { ...ended, status: 'active', start_date: TODAY, next_order_date: '2026-12-20', end_date: '2027-02-14', deliveries_made: 0 },
    });
  });
});

describe('month and year intervals in the state machine', () => {
  it('skips and renews by calendar months, keeping the start day', () => {
    const monthly = subscription({ interval_days: 30, interval_months: 1, start_date: '2026-10-31', next_order_date: '2026-11-30' });
    expect(transition(monthly, { action: 'skip' }, TODAY)).toMatchObject({ ok: true, state: { next_order_date: '2026-12-31' } });
    const ended = subscription({ status: 'complete', interval_days: 90, interval_months: 3, start_date: '2026-01-31', term: 'end_date', end_date: '2026-10-31' });
    expect(transition(ended, { action: 'renew' }, '2026-11-30')).toMatchObject({ ok: true, state: { start_date: '2026-11-30', next_order_date: '2027-02-28', end_date: '2027-08-30' } });
  });

  it('takes a month interval in an edit with an end date on its schedule, and refuses one off it or a month count the shop does not offer', () => {
    const edit = (changes: Partial<SubscriptionEdit>) => transition(subscription(), { action: 'edit', edit: { ...EDIT, ...changes } }, TODAY);
    expect(edit({ interval_days: 180, interval_months: 6, term: 'end_date', end_date: '2027-12-01' })).toMatchObject({ ok: true, state: { interval_months: 6, end_date: '2027-12-01' } });
    expect(edit({ interval_days: 180, interval_months: 6, term: 'end_date', end_date: '2027-11-30' })).toEqual({ ok: false, refusal: 'endDateMismatch' });
    expect(edit({ interval_days: 150, interval_months: 5 })).toEqual({ ok: false, refusal: 'incorrectInput' });
  });
});

describe('editing a subscription (spec 02 §5)', () => {
  const edit = (changes: Partial<SubscriptionEdit>, state = subscription()) => transition(state, { action: 'edit', edit: { ...EDIT, ...changes } }, TODAY);

  it('takes interval, quantity, next date and term', () => {
    expect(edit({ term: 'end_date', end_date: '2026-12-29' })).toEqual({
      ok: true,
      state: subscription({ interval_days: 14, interval_months: null, qty: 3, next_order_date: '2026-12-01', term: 'end_date', end_date: '2026-12-29' }),
    });
    expect(edit({ term: 'deliveries', deliveries: 6, end_date: '2026-12-29' })).toMatchObject({ ok: true, state: { term: 'deliveries', deliveries: 6, end_date: null } });
  });

  it.each([
    ['a quantity of 0', { qty: 0 }, 'minQty'],
    ['a negative quantity', { qty: -2 }, 'minQty'],
    ['a fractional quantity', { qty: 1.5 }, 'incorrectInput'],
    ['an interval of 30 days', { interval_days: 30 }, 'incorrectInput'],
    ['a malformed next date', { next_order_date: '01.12.2026' }, 'incorrectInput'],
    ['a next date of today', { next_order_date: TODAY }, 'nextDateInPast'],
    ['a next date in the past', { next_order_date: '2026-11-01' }, 'nextDateInPast'],
    ['an end date off the schedule', { term: 'end_date', end_date: '2026-12-30' }, 'endDateMismatch'],
    ['an end date before the next date', { term: 'end_date', end_date: '2026-11-30' }, 'endDateMismatch'],
    ['an end term without a date', { term: 'end_date', end_date: null }, 'incorrectInput'],
    ['no more deliveries than already made', { term: 'deliveries', deliveries: 1 }, 'incorrectInput'],
    ['a fractional number of deliveries', { term: 'deliveries', deliveries: 2.5 }, 'incorrectInput'],
  ] as const)('refuses %s', (_case, changes, refusal) => {
    expect(edit(changes as Partial<SubscriptionEdit>)).toEqual({ ok: false, refusal });
  });
});

/** Pure parts of the runner and the schedule: retry delays, job ids from keys, month intervals. */
import { cronEvery, jobIdOfKey, retryDelaySeconds } from '@/lib/jobs';
import { addInterval, addMonths, fitsScheduleBy, rollForwardBy } from '@/lib/subscriptions';

describe('retry backoff', () => {
  it('doubles from 30 s per attempt and stops at 6 h', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(40)).toBe(6 * 60 * 60);
  });
});

describe('pg-boss ids and cron', () => {
  it('derives the same UUID from the same key, another from another', () => {
    const id = jobIdOfKey('subscription:1-1:cycle:2026-02-02');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdOfKey('subscription:1-1:cycle:2026-02-02')).toBe(id);
    expect(jobIdOfKey('subscription:1-1:cycle:2026-03-02')).not.toBe(id);
  });
  it('turns a period into cron minutes', () => {
    expect([cronEvery(60), cronEvery(30), cronEvery(300)]).toEqual(['* * * * *', '* * * * *', '*/5 * * * *']);
  });
});

describe('month and year intervals', () => {
  it('adds calendar months, a missing day becoming the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addInterval('2026-03-10', { interval_days: 28, interval_months: 12 })).toBe('2027-03-10');
    expect(addInterval('2026-03-10', { interval_days: 28 })).toBe('2026-04-07');
  });
  it('rolls a lapsed monthly schedule forward and checks an end date against it', () => {
    expect(rollForwardBy('2026-01-15', { interval_days: 30, interval_months: 1 }, '2026-03-20')).toBe('2026-04-15');
    expect(rollForwardBy('2026-01-15', { interval_days: 28 }, '2026-01-20')).toBe('2026-02-12');
    expect(fitsScheduleBy('2026-07-15', '2026-01-15', { interval_days: 30, interval_months: 3 })).toBe(true);
    expect(fitsScheduleBy('2026-07-16', '2026-01-15', { interval_days: 30, interval_months: 3 })).toBe(false);
  });
});

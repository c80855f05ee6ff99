import { SUBSCRIPTION_INTERVAL_DAYS } from '@/lib/config/subscriptions';
import { addDays, calendarDateOf, daysBetween, fitsSchedule, isCalendarDate, isSubscriptionInterval, rollForward } from '@/lib/subscriptions';

describe('the subscription calendar', () => {
  it('offers the spec intervals of every 2, 3, 4, 6 and 8 weeks, in days', () => {
    expect(SUBSCRIPTION_INTERVAL_DAYS).toEqual([14, 21, 28, 42, 56]);
  });

  it.each([14, 21, 28, 42, 56])('accepts an interval of %i days', (days) => {
    expect(isSubscriptionInterval(days)).toBe(true);
  });

  it.each([0, 7, 13, 15, 30, 35, 84, -14, 14.5, Number.NaN, '28', null, undefined])('refuses %p as an interval', (days) => {
    expect(isSubscriptionInterval(days)).toBe(false);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-20', 14)).toBe('2026-02-03');
    expect(addDays('2026-12-20', 21)).toBe('2027-01-10');
    expect(addDays('2028-02-15', 28)).toBe('2028-03-14');
    expect(addDays('2026-02-15', 28)).toBe('2026-03-15');
    expect(addDays('2026-03-20', 56)).toBe('2026-05-15');
  });

  it('keeps whole days over the daylight-saving change (dates are UTC calendar days)', () => {
    expect(addDays('2026-03-20', 14)).toBe('2026-04-03');
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
    expect(daysBetween('2026-03-20', '2026-04-03')).toBe(14);
  });

  it('reads the calendar day of a moment in UTC', () => {
    expect(calendarDateOf(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '22.11.2026', '', 20261122, null])('rejects %p as a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('accepts real days, 29 February of a leap year among them', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-11-22')).toBe(true);
  });

  it('rolls a passed next date forward by whole intervals to the first day after today', () => {
    expect(rollForward('2026-11-01', 14, '2026-11-22')).toBe('2026-11-29');
    expect(rollForward('2026-11-08', 14, '2026-11-22')).toBe('2026-12-06');
    expect(rollForward('2026-11-22', 28, '2026-11-22')).toBe('2026-12-20');
  });

  it('keeps a next date that still lies ahead', () => {
    expect(rollForward('2026-11-23', 14, '2026-11-22')).toBe('2026-11-23');
  });

  it('takes an end date that falls on a delivery day of the schedule, and no other', () => {
    expect(fitsSchedule('2026-12-20', '2026-11-22', 28)).toBe(true);
    expect(fitsSchedule('2026-11-22', '2026-11-22', 28)).toBe(true);
    expect(fitsSchedule('2026-12-21', '2026-11-22', 28)).toBe(false);
    expect(fitsSchedule('2026-11-21', '2026-11-22', 28)).toBe(false);
  });
});

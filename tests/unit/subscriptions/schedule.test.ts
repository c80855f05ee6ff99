import { SUBSCRIPTION_INTERVAL_DAYS } from '@/lib/config/subscriptions';
import { addDays, addInterval, addIntervals, addMonths, anchorDay, calendarDateOf, daysBetween, fitsSchedule, fitsScheduleBy, intervalCode, isCalendarDate, isScheduleInterval, isSubscriptionInterval, parseIntervalCode, rollForward, rollForwardBy } from '@/lib/subscriptions';

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

describe('month and year intervals (spec 02 §3 "every N weeks/months/years")', () => {
  const monthly = { interval_days: 30, interval_months: 1 };

  it('adds calendar months; a day the month lacks becomes its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it("keeps the start's day of the month through short months (31 Jan → 28 Feb → 31 Mar → 30 Apr)", () => {
    const schedule = { ...monthly, start_date: '2026-01-31' };
    const dates = ['2026-01-31'];
    for (let i = 0; i < 4; i += 1) dates.push(addInterval(dates[dates.length - 1], schedule));
    expect(dates).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(addIntervals('2026-01-31', schedule, 4)).toBe('2026-05-31');
    // Without the start the day it lands on is kept.
    expect(addInterval('2026-02-28', monthly)).toBe('2026-03-28');
    // A date the customer moved off the start's day keeps its own day.
    expect(addInterval('2026-03-15', schedule)).toBe('2026-04-15');
    expect(anchorDay('2026-02-28', '2026-01-30')).toBe(30);
    expect(anchorDay('2026-02-27', '2026-01-30')).toBe(27);
  });

  it('adds a year as twelve months, also from 29 February', () => {
    const yearly = { interval_days: 360, interval_months: 12, start_date: '2028-02-29' };
    expect(addInterval('2028-02-29', yearly)).toBe('2029-02-28');
    expect(addInterval('2031-02-28', yearly)).toBe('2032-02-29');
  });

  it('rolls forward and checks end dates on calendar months', () => {
    const schedule = { ...monthly, start_date: '2026-01-31' };
    expect(rollForwardBy('2026-01-31', schedule, '2026-03-05')).toBe('2026-03-31');
    expect(fitsScheduleBy('2026-04-30', '2026-01-31', schedule)).toBe(true);
    expect(fitsScheduleBy('2026-04-28', '2026-01-31', schedule)).toBe(false);
  });

  it('names each interval by one word and reads back only the shop intervals', () => {
    expect(intervalCode({ interval_days: 28 })).toBe('28');
    expect(intervalCode({ interval_days: 90, interval_months: 3 })).toBe('3m');
    expect(parseIntervalCode('28')).toEqual({ interval_days: 28, interval_months: null });
    expect(parseIntervalCode('12m')).toEqual({ interval_days: 360, interval_months: 12 });
    for (const bad of ['30', '5m', 'm', '', ' ', '1.5m', '-1m', null, undefined, {}]) expect(parseIntervalCode(bad)).toBeNull();
    expect(isScheduleInterval({ interval_days: 0, interval_months: 6 })).toBe(true);
    expect(isScheduleInterval({ interval_days: 30, interval_months: null })).toBe(false);
  });
});

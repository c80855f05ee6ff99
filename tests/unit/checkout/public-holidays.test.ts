import { deliveryEstimate, isWorkingDay, type DeliveryRule } from '@/lib/checkout/delivery-estimate';
import { easterSunday, isPublicHoliday } from '@/lib/checkout/public-holidays';

type Case = [year: number, easter: string];

describe('Easter Sunday', () => {
  it.each<Case>([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2000, '2000-04-23'],
    // The latest and earliest dates Easter can fall on.
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('falls in %i on %s', async (...[year, easter]: Case) => {
    expect(easterSunday(year)).toBe(easter);
  });
});

type HolidayCase = [day: string, holidayIn: string[]];

describe('the holidays that move with Easter, per country (2027: Easter on 28 March)', () => {
  it.each<HolidayCase>([
    ['2027-03-26', ['DE']], // Good Friday: Germany only
    ['2027-03-29', ['DE', 'AT', 'NL', 'IT']], // Easter Monday
    ['2027-05-06', ['DE', 'AT', 'NL']], // Ascension
    ['2027-05-17', ['DE', 'AT', 'NL']], // Whit Monday
    ['2027-05-27', ['AT']], // Corpus Christi: nationwide in Austria only
    ['2026-04-03', ['DE']], // Good Friday 2026 (Easter on 5 April)
    ['2026-06-04', ['AT']], // Corpus Christi 2026
    ['2027-04-02', []], // a Friday a week after Good Friday
  ])('%s is a holiday in %j', async (...[day, holidayIn]: HolidayCase) => {
    for (const country of ['DE', 'AT', 'NL', 'IT']) expect([country, isPublicHoliday(day, country)]).toEqual([country, holidayIn.includes(country)]);
  });

  it('keeps the fixed-date holidays', () => {
    expect(isPublicHoliday('2027-10-03', 'DE')).toBe(true);
    expect(isPublicHoliday('2027-10-26', 'AT')).toBe(true);
    expect(isPublicHoliday('2027-10-26', 'DE')).toBe(false);
  });
});

describe('the delivery estimate over Easter and Ascension', () => {
  it('skips Good Friday and Easter Monday in Germany', () => {
    const germany: DeliveryRule = { orderByHour: 14, lead: { min: 1, max: 2 }, timeZone: 'Europe/Berlin', country: 'DE' };
    // Thursday 25 March 2027, 10:00 Berlin: dispatched that day; Friday to Monday nobody delivers.
    expect(deliveryEstimate(new Date('2027-03-25T09:00:00Z'), germany)).toEqual({ from: '2027-03-30', to: '2027-03-31' });
  });

  it('skips Ascension in Austria', () => {
    const austria: DeliveryRule = { orderByHour: 14, lead: { min: 2, max: 4 }, timeZone: 'Europe/Vienna', country: 'AT' };
    // Wednesday 5 May 2027, 10:00 Vienna: Thursday 6th is Ascension → Fri 7, Mon 10 … Wed 12.
    expect(deliveryEstimate(new Date('2027-05-05T08:00:00Z'), austria)).toEqual({ from: '2027-05-10', to: '2027-05-12' });
    expect(isWorkingDay('2027-05-27', 'AT')).toBe(false);
    expect(isWorkingDay('2027-05-27', 'DE')).toBe(true);
  });
});

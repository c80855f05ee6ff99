import { deliveryEstimate, formatDeliveryEstimate, isWorkingDay, type DeliveryRule } from '@/lib/checkout/delivery-estimate';
import { getStore } from '@/lib/config/stores';

/** Germany: order by 14:00 Berlin time, delivered 1–2 working days after dispatch. */
const germany: DeliveryRule = { orderByHour: 14, lead: { min: 1, max: 2 }, timeZone: 'Europe/Berlin', country: 'DE' };
/** 2026-12-04 is a Friday; Berlin is UTC+1 in winter, UTC+2 in summer. */
const at = (iso: string) => new Date(iso);

describe('the delivery estimate', () => {
  it('ships an order placed before the order-by hour the same working day', () => {
    // Tuesday 13:59 Berlin → dispatched Tuesday → Wednesday–Thursday.
    expect(deliveryEstimate(at('2026-12-01T12:59:00Z'), germany)).toEqual({ from: '2026-12-02', to: '2026-12-03' });
  });

  it('ships an order placed at or after the order-by hour the next working day', () => {
    // Tuesday 14:00 Berlin → dispatched Wednesday → Thursday–Friday.
    expect(deliveryEstimate(at('2026-12-01T13:00:00Z'), germany)).toEqual({ from: '2026-12-03', to: '2026-12-04' });
  });

  it('counts the order-by hour in the store\'s time zone, summer time included', () => {
    // 12:30 UTC in July is 14:30 in Berlin: too late for the day (Wednesday → Thursday dispatch).
    expect(deliveryEstimate(at('2026-07-01T12:30:00Z'), germany)).toEqual({ from: '2026-07-03', to: '2026-07-06' });
    // 23:30 UTC on Monday is already Tuesday 00:30 in Berlin.
    expect(deliveryEstimate(at('2026-11-30T23:30:00Z'), germany)).toEqual({ from: '2026-12-02', to: '2026-12-03' });
  });

  it('skips the weekend: Friday before the hour arrives Monday–Tuesday, Friday after it Tuesday–Wednesday', () => {
    expect(deliveryEstimate(at('2026-12-04T12:00:00Z'), germany)).toEqual({ from: '2026-12-07', to: '2026-12-08' });
    expect(deliveryEstimate(at('2026-12-04T13:30:00Z'), germany)).toEqual({ from: '2026-12-08', to: '2026-12-09' });
  });

  it('ships a weekend order on Monday, whatever the hour', () => {
    expect(deliveryEstimate(at('2026-12-05T08:00:00Z'), germany)).toEqual({ from: '2026-12-08', to: '2026-12-09' });
    expect(deliveryEstimate(at('2026-12-06T20:00:00Z'), germany)).toEqual({ from: '2026-12-08', to: '2026-12-09' });
  });

  it('skips the country\'s fixed holidays (Christmas in Germany; 27 April in the Netherlands)', () => {
    // Wednesday 23 Dec before the hour: dispatched that day, the 24th is a working day, 25 and 26 are not.
    expect(deliveryEstimate(at('2026-12-23T09:00:00Z'), germany)).toEqual({ from: '2026-12-24', to: '2026-12-28' });
    expect(isWorkingDay('2027-04-27', 'NL')).toBe(false);
    expect(isWorkingDay('2027-04-27', 'DE')).toBe(true);
  });

  it('spans the lead time of a longer route (Austria 2–4 working days, 8 December a holiday there)', () => {
    const austria: DeliveryRule = { orderByHour: 14, lead: { min: 2, max: 4 }, timeZone: 'Europe/Vienna', country: 'AT' };
    // Thursday 10:00 Vienna: dispatched Thursday → Monday (Fri, Mon) – Thursday (Tue 8th skipped: Wed, Thu).
    expect(deliveryEstimate(at('2026-12-03T09:00:00Z'), austria)).toEqual({ from: '2026-12-07', to: '2026-12-10' });
  });

  it('writes the range with the store\'s date format, one day alone', () => {
    expect(formatDeliveryEstimate({ from: '2026-12-07', to: '2026-12-08' }, getStore('de_de').i18n)).toBe('07.12.2026 – 08.12.2026');
    expect(formatDeliveryEstimate({ from: '2026-12-07', to: '2026-12-08' }, getStore('nl_nl').i18n)).toBe('07-12-2026 – 08-12-2026');
    expect(formatDeliveryEstimate({ from: '2026-12-07', to: '2026-12-07' }, getStore('it').i18n)).toBe('07/12/2026');
  });
});

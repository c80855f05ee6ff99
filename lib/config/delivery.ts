/**
 * The delivery estimate's calendar (issue 35): the days parcels are handed over and delivered.
 * The lead time per country and the order-by hour are the remote config record's (the catalogue
 * index); the time zone the order-by hour counts in is the store's (`lib/config/stores.ts`).
 */

/** Parcels are dispatched and delivered Monday to Friday (`Date#getUTCDay`: 0 is Sunday). */
export const WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * Public holidays on a fixed date (`MM-DD`) per country: no dispatch, no delivery. Regional ones
 * are not listed (the estimate may be a day early there). The Dutch King's Day moves to 26 April
 * when the 27th is a Sunday: both are weekend days then, so the fixed date is enough.
 */
export const FIXED_HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  DE: ['01-01', '05-01', '10-03', '12-25', '12-26'],
  AT: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'],
  NL: ['01-01', '04-27', '12-25', '12-26'],
  IT: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'],
};

export type EasterHoliday = 'goodFriday' | 'easterMonday' | 'ascension' | 'whitMonday' | 'corpusChristi';

/**
 * Nationwide holidays that move with Easter, per country (the dates are computed each year).
 * Germany: Corpus Christi is a holiday in six Länder only, not nationwide. Austria: Good Friday
 * is no general day off. The Netherlands: Good Friday is no day off under the general time-limits
 * act. Italy: Easter Monday only.
 */
export const EASTER_HOLIDAYS: Readonly<Record<string, readonly EasterHoliday[]>> = {
  DE: ['goodFriday', 'easterMonday', 'ascension', 'whitMonday'],
  AT: ['easterMonday', 'ascension', 'whitMonday', 'corpusChristi'],
  NL: ['easterMonday', 'ascension', 'whitMonday'],
  IT: ['easterMonday'],
};

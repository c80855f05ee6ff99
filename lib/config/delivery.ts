/**
 * The delivery estimate's calendar (issue 35): the days parcels are handed over and delivered.
 * The lead time per country and the order-by hour are the remote config record's (the catalogue
 * index); the time zone the order-by hour counts in is the store's (`lib/config/stores.ts`).
 */

/** Parcels are dispatched and delivered Monday to Friday (`Date#getUTCDay`: 0 is Sunday). */
export const WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * Public holidays on a fixed date (`MM-DD`) per country: no dispatch, no delivery. Those of only
 * some regions are in REGIONAL_HOLIDAYS. The Dutch King's Day moves to 26 April
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

/** A holiday whose date moves: with Easter, or Repentance Day (the Wednesday before 23 November). */
export type MovableHoliday = EasterHoliday | 'repentanceDay';

export interface RegionalHolidays {
  /** `MM-DD`. */
  fixed: readonly string[];
  movable: readonly MovableHoliday[];
}

/**
 * Holidays of one region on top of the country's, per country and region (ISO 3166-2 subdivision
 * without the country: `BY` for Bayern). Only Germany has regional holidays that are statutory days
 * off for everyone: Austria's patron saints' days (Landesfeiertage) are no general day off, the
 * Netherlands have none, and Italy's patron saints are per town, not per region. The calendar is
 * today's: Reformationstag in Bremen, Hamburg, Niedersachsen and Schleswig-Holstein since 2018,
 * Frauentag in Berlin since 2019 and in Mecklenburg-Vorpommern since 2023, Weltkindertag in
 * Thüringen since 2019. Mariä Himmelfahrt is a holiday in Bayern's predominantly Catholic
 * municipalities only, most of the Land: counted for all of Bayern. Corpus Christi in a few
 * Catholic municipalities of Sachsen and Thüringen and Augsburg's Friedensfest are not counted.
 */
export const REGIONAL_HOLIDAYS: Readonly<Record<string, Readonly<Record<string, RegionalHolidays>>>> = {
  DE: {
    BW: { fixed: ['01-06', '11-01'], movable: ['corpusChristi'] },
    BY: { fixed: ['01-06', '08-15', '11-01'], movable: ['corpusChristi'] },
    BE: { fixed: ['03-08'], movable: [] },
    BB: { fixed: ['10-31'], movable: [] },
    HB: { fixed: ['10-31'], movable: [] },
    HH: { fixed: ['10-31'], movable: [] },
    HE: { fixed: [], movable: ['corpusChristi'] },
    MV: { fixed: ['03-08', '10-31'], movable: [] },
    NI: { fixed: ['10-31'], movable: [] },
    NW: { fixed: ['11-01'], movable: ['corpusChristi'] },
    RP: { fixed: ['11-01'], movable: ['corpusChristi'] },
    SL: { fixed: ['08-15', '11-01'], movable: ['corpusChristi'] },
    SN: { fixed: ['10-31'], movable: ['repentanceDay'] },
    ST: { fixed: ['01-06', '10-31'], movable: [] },
    SH: { fixed: ['10-31'], movable: [] },
    TH: { fixed: ['09-20', '10-31'], movable: [] },
  },
};

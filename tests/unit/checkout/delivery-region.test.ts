import { deliveryEstimate, isWorkingDay, type DeliveryRule } from '@/lib/checkout/delivery-estimate';
import { deliveryRegion } from '@/lib/checkout/delivery-region';
import { isPublicHoliday, repentanceDay } from '@/lib/checkout/public-holidays';
import { REGIONAL_HOLIDAYS } from '@/lib/config/delivery';
import { GERMAN_POSTCODE_REGIONS } from '@/lib/config/german-postcode-regions';

type PostcodeCase = [postcode: string, land: string | undefined];

describe('the German Land of a shipping postcode (approximate)', () => {
  it.each<PostcodeCase>([
    ['80331', 'BY'], // München
    ['10115', 'BE'], // Berlin
    ['14469', 'BB'], // Potsdam
    ['20095', 'HH'], // Hamburg
    ['28195', 'HB'], // Bremen
    ['27570', 'HB'], // Bremerhaven, inside Niedersachsen's region 27
    ['27749', 'NI'], // Delmenhorst
    ['63739', 'BY'], // Aschaffenburg, inside Hessen's region 63
    ['60311', 'HE'], // Frankfurt am Main
    ['50667', 'NW'], // Köln
    ['55116', 'RP'], // Mainz
    ['66111', 'SL'], // Saarbrücken
    ['70173', 'BW'], // Stuttgart
    ['89231', 'BY'], // Neu-Ulm, across the Danube from Ulm
    ['89073', 'BW'], // Ulm
    ['01067', 'SN'], // Dresden
    ['39104', 'ST'], // Magdeburg
    ['99084', 'TH'], // Erfurt
    ['24103', 'SH'], // Kiel
    ['18055', 'MV'], // Rostock
    ['30159', 'NI'], // Hannover
    [' 80331 ', 'BY'], // typed with spaces around
    ['05123', undefined], // no region 05 exists
    ['8033', undefined], // not five digits
    ['D-80331', undefined],
    ['', undefined],
  ])('%j lies in %s', async (...[postcode, land]: PostcodeCase) => {
    expect(deliveryRegion('DE', postcode)).toBe(land);
  });

  it('maps no region outside Germany, and none without a postcode', () => {
    expect(deliveryRegion('AT', '80331')).toBeUndefined();
    expect(deliveryRegion('NL', '1012 AB')).toBeUndefined();
    expect(deliveryRegion('DE', undefined)).toBeUndefined();
  });

  it('keeps its ranges sorted, without overlaps, and names only Länder with a holiday calendar', () => {
    GERMAN_POSTCODE_REGIONS.forEach(([from, to, land], index) => {
      expect([from, to]).toEqual([expect.stringMatching(/^\d{5}$/), expect.stringMatching(/^\d{5}$/)]);
      expect(from <= to).toBe(true);
      if (index > 0) expect(GERMAN_POSTCODE_REGIONS[index - 1][1] < from).toBe(true);
      expect(REGIONAL_HOLIDAYS.DE).toHaveProperty(land);
    });
  });
});

type HolidayCase = [day: string, holidayIn: string[]];
const LANDS = Object.keys(REGIONAL_HOLIDAYS.DE);

describe('regional holidays in Germany', () => {
  it.each<HolidayCase>([
    ['2027-05-27', ['BW', 'BY', 'HE', 'NW', 'RP', 'SL']], // Fronleichnam (Corpus Christi)
    ['2027-01-06', ['BW', 'BY', 'ST']], // Heilige Drei Könige
    ['2027-03-08', ['BE', 'MV']], // Internationaler Frauentag
    ['2027-09-20', ['TH']], // Weltkindertag
    ['2028-10-31', ['BB', 'HB', 'HH', 'MV', 'NI', 'SN', 'ST', 'SH', 'TH']], // Reformationstag (a Tuesday)
    ['2027-11-01', ['BW', 'BY', 'NW', 'RP', 'SL']], // Allerheiligen
    ['2027-08-16', []], // the Monday after Mariä Himmelfahrt
    ['2027-11-17', ['SN']], // Buß- und Bettag
    ['2027-05-26', []], // the day before Fronleichnam
  ])('%s is a holiday in %j only', async (...[day, holidayIn]: HolidayCase) => {
    for (const land of LANDS) expect([land, isPublicHoliday(day, 'DE', land)]).toEqual([land, holidayIn.includes(land)]);
    expect(isPublicHoliday(day, 'DE')).toBe(false);
  });

  it('keeps the national ones in every Land', () => {
    for (const land of LANDS) expect([land, isPublicHoliday('2027-05-06', 'DE', land)]).toEqual([land, true]); // Ascension
  });

  it('gives Mariä Himmelfahrt to Bayern and Saarland (15 August 2029 is a Wednesday)', () => {
    expect(LANDS.filter((land) => isPublicHoliday('2029-08-15', 'DE', land))).toEqual(['BY', 'SL']);
  });

  it('puts Buß- und Bettag on the Wednesday before 23 November', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2033].map(repentanceDay)).toEqual(['2024-11-20', '2025-11-19', '2026-11-18', '2027-11-17', '2028-11-22', '2033-11-16']);
  });
});

describe('the delivery estimate on the shipping address’s calendar', () => {
  const germany = (postcode: string): DeliveryRule => {
    const region = deliveryRegion('DE', postcode);
    return { orderByHour: 14, lead: { min: 1, max: 2 }, timeZone: 'Europe/Berlin', country: 'DE', ...(region ? { region } : {}) };
  };
  // Wednesday 26 May 2027, 10:00 Berlin: dispatched that day; Thursday 27th is Fronleichnam.
  const beforeCorpusChristi = new Date('2027-05-26T08:00:00Z');

  it('is delayed by Fronleichnam in Bayern', () => {
    expect(deliveryEstimate(beforeCorpusChristi, germany('80331'))).toEqual({ from: '2027-05-28', to: '2027-05-31' });
    expect(isWorkingDay('2027-05-27', 'DE', 'BY')).toBe(false);
  });

  it('is not delayed by it in Berlin, nor where the postcode maps to no Land', () => {
    expect(deliveryEstimate(beforeCorpusChristi, germany('10115'))).toEqual({ from: '2027-05-27', to: '2027-05-28' });
    expect(deliveryEstimate(beforeCorpusChristi, germany('05123'))).toEqual({ from: '2027-05-27', to: '2027-05-28' });
  });

  it('does not dispatch on a regional holiday: ordered on Fronleichnam in Köln, sent on Friday', () => {
    expect(deliveryEstimate(new Date('2027-05-27T08:00:00Z'), germany('50667'))).toEqual({ from: '2027-05-31', to: '2027-06-01' });
  });

  it('skips Buß- und Bettag in Dresden but not in Leipzig’s neighbour Halle', () => {
    // Tuesday 16 November 2027, 10:00.
    const ordered = new Date('2027-11-16T09:00:00Z');
    expect(deliveryEstimate(ordered, germany('01067'))).toEqual({ from: '2027-11-18', to: '2027-11-19' });
    expect(deliveryEstimate(ordered, germany('06108'))).toEqual({ from: '2027-11-17', to: '2027-11-18' });
  });
});

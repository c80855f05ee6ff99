/** Spec 02 §4 store switching: popup for another country's store, 30-day preference, skip flag, never for crawlers or the app. */
import { countryNameFor, countryStoreFor, decideStoreSwitch, samePageIn, withFromStore, type SwitchStore } from '@/lib/service/store-switch';
import { CRAWLER_USER_AGENT } from '@/lib/config/service';
import { checksAtOnce } from '@/lib/service/store-switch-timing';

const stores: SwitchStore[] = [
  { code: 'de_de', name: 'Deutschland', url: 'http://de.localhost/', locale: 'de-DE', canonicalStore: null },
  { code: 'de_at', name: 'Österreich', url: 'http://at.localhost/', locale: 'de-AT', canonicalStore: null },
  { code: 'nl_nl', name: 'Nederland', url: 'http://nl.localhost/', locale: 'nl-NL', canonicalStore: null },
  { code: 'default', name: 'International', url: 'http://localhost/', locale: 'en-US', canonicalStore: null },
  { code: 'de', name: 'Deutsch', url: 'http://localhost/de', locale: 'de-DE', canonicalStore: 'de_de' },
];
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';
const base = { stores, preferred: null, skipCountryCheck: false, userAgent: browser, crawler: CRAWLER_USER_AGENT, nativeApp: false };

describe('store switch', () => {
  it('finds the country store by its locale region, never a duplicating view', () => {
    expect(countryStoreFor('AT', stores)?.code).toBe('de_at');
    expect(countryStoreFor('DE', stores)?.code).toBe('de_de');
    expect(countryStoreFor('FR', stores)).toBeNull();
    expect(countryStoreFor('', stores)).toBeNull();
  });

  it('asks for the country first, then offers the store of another country', () => {
    expect(decideStoreSwitch({ ...base, current: 'de_de' })).toEqual({ kind: 'ask-country' });
    expect(decideStoreSwitch({ ...base, current: 'de_de', country: 'AT' })).toMatchObject({ kind: 'popup', target: { code: 'de_at' } });
    expect(decideStoreSwitch({ ...base, current: 'de_de', country: 'DE' })).toEqual({ kind: 'none' });
    expect(decideStoreSwitch({ ...base, current: 'de', country: 'DE' })).toEqual({ kind: 'none' });
    expect(decideStoreSwitch({ ...base, current: 'de_de', country: '' })).toEqual({ kind: 'none' });
  });

  it('sends a visit to the preferred store, and stays when it is this one', () => {
    expect(decideStoreSwitch({ ...base, current: 'de_de', preferred: 'de_at' })).toMatchObject({ kind: 'redirect', target: { code: 'de_at' } });
    expect(decideStoreSwitch({ ...base, current: 'de_at', preferred: 'de_at', country: 'DE' })).toEqual({ kind: 'none' });
    expect(decideStoreSwitch({ ...base, current: 'de', preferred: 'de_de' })).toEqual({ kind: 'none' });
  });

  it('shows nothing to crawlers, the native app or a session that came from another store', () => {
    expect(decideStoreSwitch({ ...base, current: 'de_de', country: 'AT', userAgent: 'Googlebot/2.1' })).toEqual({ kind: 'none' });
    expect(decideStoreSwitch({ ...base, current: 'de_de', country: 'AT', nativeApp: true })).toEqual({ kind: 'none' });
    expect(decideStoreSwitch({ ...base, current: 'de_de', country: 'AT', skipCountryCheck: true })).toEqual({ kind: 'none' });
    expect(decideStoreSwitch({ ...base, current: 'de_de', preferred: 'de_at', skipCountryCheck: true })).toEqual({ kind: 'none' });
  });

  it('lands on the same page in the other store, else on its home, flagged as coming from this store', () => {
    const at = stores[1];
    expect(samePageIn(at, { 'de-AT': 'http://at.localhost/p/X/kaffee' })).toBe('http://at.localhost/p/X/kaffee');
    expect(samePageIn(at, { 'nl-NL': 'http://nl.localhost/p/X/koffie' })).toBe('http://at.localhost/');
    expect(withFromStore('http://at.localhost/p/X/kaffee?a=1', 'de_de', 'from_store')).toBe('http://at.localhost/p/X/kaffee?a=1&from_store=de_de');
  });

  it('checks at once for a stored preference or a switch just made, and lets asking the country wait', () => {
    expect(checksAtOnce('de_at', null)).toBe(true);
    expect(checksAtOnce(null, 'de_de')).toBe(true);
    expect(checksAtOnce(null, null)).toBe(false);
  });
});

describe('countryNameFor (issue 36 §3)', () => {
  it('names the other store\'s country in the reader\'s language', () => {
    expect(countryNameFor({ locale: 'nl-NL', name: 'Nederland' }, 'de-DE')).toBe('Niederlande');
    expect(countryNameFor({ locale: 'de-DE', name: 'Deutschland' }, 'nl-NL')).toBe('Duitsland');
    expect(countryNameFor({ locale: 'de-AT', name: 'Österreich' }, 'en-US')).toBe('Austria');
    expect(countryNameFor({ locale: 'en', name: 'International' }, 'de-DE')).toBe('International');
  });
});

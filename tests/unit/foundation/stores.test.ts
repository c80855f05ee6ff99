import { getStores, parseStoreTable, storeTableInput, StoreConfigError, PRICE_FORMATS } from '@/lib/config/stores';

describe('store table', () => {
  const stores = parseStoreTable(storeTableInput({}));
  const byCode = (code: string) => stores.find((s) => s.code === code)!;

  it('serves the three country stores on their own hosts without prefix', () => {
    expect(byCode('de_de')).toMatchObject({ storeId: 1, hosts: ['de.localhost'], prefix: null, country: 'DE' });
    expect(byCode('de_at')).toMatchObject({ storeId: 2, hosts: ['at.localhost'], prefix: null, country: 'AT' });
    expect(byCode('nl_nl')).toMatchObject({ storeId: 3, hosts: ['nl.localhost'], prefix: null, country: 'NL' });
  });

  it('serves the default en-US store and the /de and /it views, whose codes are their prefixes, on the international host', () => {
    expect(byCode('default')).toMatchObject({ hosts: ['localhost'], prefix: null, i18n: { defaultLocale: 'en-US' } });
    expect(byCode('de')).toMatchObject({ hosts: ['localhost'], prefix: '/de', storeId: 1, catalogIndex: 'catalog_de_de', canonicalStore: 'de_de' });
    expect(byCode('it')).toMatchObject({ hosts: ['localhost'], prefix: '/it', storeId: 4, i18n: { defaultLocale: 'it-IT' } });
  });

  it('gives every store EUR with 2 fraction digits, a contact and its catalogue index', () => {
    for (const store of stores) {
      expect(store.i18n.currencyCode).toBe('EUR');
      expect(store.i18n.fractionDigits).toBe(2);
      expect(store.contact.email).toMatch(/@/);
      expect(store.catalogIndex).toMatch(/^catalog_/);
    }
  });

  it('uses the B and C price formats with a space between sign and amount', () => {
    expect(PRICE_FORMATS.B).toBe('{sign} {amount}');
    expect(PRICE_FORMATS.C).toBe('{amount} {sign}');
  });

  it('takes production hosts and URLs from env', () => {
    const table = parseStoreTable(
      storeTableInput({ STORE_DE_DOMAIN: 'kaffee.example, www.kaffee.example', STORE_DE_URL: 'https://kaffee.example/' }),
    );
    const de = table.find((s) => s.code === 'de_de')!;
    expect(de.hosts).toEqual(['kaffee.example', 'www.kaffee.example']);
    expect(de.url).toBe('https://kaffee.example');
  });

  it('refuses an invalid table with an error naming the field', () => {
    const input = storeTableInput({ STORE_NL_DOMAIN: 'https://nl.example:8080/' });
    expect(() => parseStoreTable(input)).toThrow(StoreConfigError);
    expect(() => parseStoreTable(input)).toThrow(/stores\[2\]\.hosts\[0\]/);
  });

  it('refuses two stores claiming the same host and prefix', () => {
    expect(() => parseStoreTable(storeTableInput({ STORE_AT_DOMAIN: 'de.localhost' }))).toThrow(/served by two stores/);
  });

  it('refuses a bad contact e-mail, naming the store and field', () => {
    expect(() => parseStoreTable(storeTableInput({ STORE_AT_CONTACT_EMAIL: 'not-an-email' }))).toThrow(/stores\[1\]\.contact\.email/);
  });

  it('validates the process table once', () => {
    expect(getStores()).toHaveLength(6);
  });
});

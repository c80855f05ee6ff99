/**
 * What a replica refuses and warns about (issue 21): secrets it would generate must come from the
 * environment once replicas share a PostgreSQL database; several replicas on embedded catalogue
 * indexes are warned about; the loopback invalidation answers only this process's token.
 */
import { embeddedIndexWarning, invalidationChannel, isLocalInvalidation, localInvalidationToken } from '@/lib/replicas';
import { environmentProblems } from '@/lib/config/environment';
import { validateConfig } from '@/lib/config/validate';
import { INVALIDATION_CHANNEL } from '@/lib/config/replicas';

const PG = 'postgres://storefront:storefront@127.0.0.1:5432/storefront';

describe('secrets every replica must share', () => {
  it('refuses to start with DATABASE_URL but without AUTH_SECRET, naming the variable', () => {
    expect(environmentProblems({ DATABASE_URL: PG })).toEqual([expect.stringMatching(/^AUTH_SECRET: must be set when DATABASE_URL is set/)]);
    expect(environmentProblems({ DATABASE_URL: PG, AUTH_SECRET: '   ' })).toEqual([expect.stringMatching(/^AUTH_SECRET: must be set/)]);
    expect(() => validateConfig({ DATABASE_URL: PG })).toThrow(/AUTH_SECRET/);
  });

  it('lets one server on SQLite generate its secret, and replicas start with AUTH_SECRET given', () => {
    expect(environmentProblems({})).toEqual([]);
    expect(() => validateConfig({ DATABASE_URL: PG, AUTH_SECRET: 'x'.repeat(32) })).not.toThrow();
  });
});

describe('several replicas on the embedded catalogue index', () => {
  it('warns from two replicas on, naming how many, unless the catalogue is Elasticsearch', () => {
    expect(embeddedIndexWarning(1, {})).toBeNull();
    expect(embeddedIndexWarning(2, {})).toMatch(/^2 replicas share this database .* embedded index/);
    expect(embeddedIndexWarning(3, { ELASTICSEARCH_URL: 'http://localhost:9200' })).toBeNull();
  });
});

describe('the announcement channel and the loopback invalidation', () => {
  it('gives the public schema the plain channel and every other schema its own', () => {
    expect(invalidationChannel('public')).toBe(INVALIDATION_CHANNEL);
    expect(invalidationChannel('shop_b')).toBe(`${INVALIDATION_CHANNEL}.shop_b`);
  });

  it('accepts only this process token', () => {
    const token = localInvalidationToken();
    expect(localInvalidationToken()).toBe(token);
    expect(isLocalInvalidation(token)).toBe(true);
    expect(isLocalInvalidation(null)).toBe(false);
    expect(isLocalInvalidation(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(isLocalInvalidation(token.slice(1))).toBe(false);
  });
});

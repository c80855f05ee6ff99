/**
 * The environment's schema (lib/config/environment.ts): typed values with their defaults, every
 * problem of a configuration listed at once, secrets never echoed, and the process's values parsed
 * once until a test resets them.
 */
import { environment, environmentProblems, resetEnvironmentForTests, describeEnvironment, ENVIRONMENT_VARIABLES } from '@/lib/config/environment';
import { configurationProblems } from '@/lib/config/validate';

describe('the environment', () => {
  it('types each value and applies its default', () => {
    const config = environment({ PORT: '8080', PAYMENTS_TEST_MODE: 'true', JOBS_IN_PROCESS: '0', TRUST_PROXY_HEADER: 'Forwarded' });
    expect(config.PORT).toBe(8080);
    expect(config.PAYMENTS_TEST_MODE).toBe(true);
    expect(config.JOBS_IN_PROCESS).toBe(false);
    expect(config.TRUST_PROXY_HEADER).toBe('forwarded');
    const defaults = environment({ PORT: ' ' });
    expect([defaults.PORT, defaults.DATA_DIR, defaults.LOG_LEVEL, defaults.PAGE_CACHE_MB, defaults.HSTS_MAX_AGE, defaults.UNPAID_ORDER_TIMEOUT_MINUTES]).toEqual([3000, '.data', 'info', 64, 31_536_000, 60]);
    expect(defaults.PAYMENTS_TEST_MODE).toBeUndefined();
  });

  it('lists every invalid variable and every broken combination in one answer, secrets by name only', () => {
    const problems = environmentProblems({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      AUTH_SECRET: 'short-secret',
      STRIPE_SECRET_KEY: 'sk_live_x',
      OPENSEARCH_URL: 'http://a:9200',
      ELASTICSEARCH_URL: 'http://b:9200',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT "eighty": must be a port number/),
      expect.stringMatching(/^LOG_LEVEL "loud": must be one of/),
      expect.stringMatching(/^AUTH_SECRET \(value hidden\): AUTH_SECRET must be at least 32 characters/),
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET together; missing STRIPE_WEBHOOK_SECRET',
      expect.stringMatching(/^Set OPENSEARCH_URL or ELASTICSEARCH_URL, not both/),
    ]);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('adds the store table and the trusted proxies to the start-up check', () => {
    expect(configurationProblems({ STORE_DE_DOMAIN: 'Kaffee.de:80', TRUST_PROXY: 'somewhere', HSTS_MAX_AGE: 'a year' })).toEqual([
      expect.stringMatching(/^HSTS_MAX_AGE "a year"/),
      expect.stringMatching(/^Invalid store configuration:/),
      expect.stringMatching(/^TRUST_PROXY must be false, a number of hops/),
    ]);
    expect(configurationProblems({})).toEqual([]);
  });

  it('fails a single read of an invalid variable, naming it, without touching the others', () => {
    const config = environment({ PAGE_CACHE_MB: 'lots', PORT: '4000' });
    expect(config.PORT).toBe(4000);
    expect(() => config.PAGE_CACHE_MB).toThrow(/PAGE_CACHE_MB "lots"/);
  });

  it('parses the process environment once, again after a reset', () => {
    process.env.PAGE_CACHE_MB = '12';
    expect(environment().PAGE_CACHE_MB).toBe(12);
    process.env.PAGE_CACHE_MB = '13';
    expect(environment().PAGE_CACHE_MB).toBe(12);
    resetEnvironmentForTests();
    expect(environment().PAGE_CACHE_MB).toBe(13);
    delete process.env.PAGE_CACHE_MB;
  });

  it('prints what is set with secrets hidden, and knows the variables a provider needs', () => {
    expect(describeEnvironment({ PORT: '8080', PAYMENTS_ADMIN_TOKEN: 'hunter2', UNKNOWN_THING: '1' })).toEqual(['PORT=8080', 'PAYMENTS_ADMIN_TOKEN=(set)']);
    expect(ENVIRONMENT_VARIABLES).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_SERVICE_WORKER', 'NODE_ENV']));
  });
});

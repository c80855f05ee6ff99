/**
 * The server's environment, in one place: every variable the shop reads at run time, its type, its
 * default, whether it is a secret, and which variables only make sense together. Modules never read
 * `process.env` themselves (tests/unit/architecture/environment-reads.test.ts): they ask
 * `environment()` for a typed value, so a name, a default or a rule exists once and
 * docs/configuration.md is checked against this schema.
 *
 * Start-up (`server.ts`, `npm start`, `npm run check:config`) calls `environmentProblems()` through
 * lib/config/validate.ts and refuses to listen while any problem is left, listing all of them; a bad
 * value therefore never reaches a request. Reading a single variable that is invalid throws a
 * `ConfigurationError` naming it (tests and scripts that skip the start-up check see it at once).
 *
 * Adding a variable is one change here: a key in `ENVIRONMENT_SCHEMA` (type and default), `SECRET`
 * if it is one, a rule in `COMBINATION_RULES` if it needs another, and its row in
 * docs/configuration.md. The browser reads only `NEXT_PUBLIC_*` and `NODE_ENV`, which Next.js writes
 * into the bundle at build time (components/pwa/service-worker-start.ts); they are listed here so
 * the one table names every variable, but the browser never loads this module.
 */
import { z } from 'zod';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from './app';
import { AUTH_ERRORS, AUTH_SECRET_BYTES } from './auth';
import { DEFAULT_FORWARDED_HEADER, FORWARDED_HEADERS } from './client-address';
import { DEFAULT_GEO_COUNTRY_HEADER } from './commerce';
import { DEFAULT_PGBOSS_SCHEMA, JOB_ENGINES, PG_BOSS_NEEDS_DATABASE } from './jobs';
import { DEFAULT_TEST_WEBHOOK_SECRET, DEFAULT_UNPAID_ORDER_TIMEOUT_MINUTES } from './payments';
import { REPLICA_ERRORS } from './replicas';
import { DEFAULT_HSTS_MAX_AGE_S } from './security';
import { DEFAULT_PAGE_CACHE_MB, MAX_PAGE_CACHE_MB } from './page-cache';
import { OTLP_PROTOCOLS } from './observability';
import { CLUSTER_ANALYSES, DEFAULT_BULK_CONCURRENCY, DEFAULT_BULK_REQUEST_MB, MAX_BULK_CONCURRENCY, MAX_BULK_REQUEST_MB } from './search';
import { DEFAULT_DRAIN_GRACE_MS, DEFAULT_DRAIN_TIMEOUT_MS, DEFAULT_HEALTH_EVENT_LOOP_DELAY_MS, MAX_DRAIN_MS, MIN_HEALTH_TOKEN_LENGTH } from './operations';

/** The catalogue lives in one engine: an import would reach only one of two. */
export const TWO_CATALOGUE_ENGINES = 'Set OPENSEARCH_URL or ELASTICSEARCH_URL, not both: the catalogue lives in one engine';

export type EnvironmentSource = Readonly<Record<string, string | undefined>>;

/** Unset and blank are the same: the default applies. */
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value);
const text = () => z.preprocess(blankIsUnset, z.string().optional());
const textOr = (fallback: string) => z.preprocess(blankIsUnset, z.string().default(fallback));
const url = (example: string) =>
  z.preprocess(blankIsUnset, z.string().refine((value) => URL.canParse(value), `must be a URL such as ${example}`).optional());
/** `1`/`true` and `0`/`false`, as operators write them; unset stays undefined so the caller's default applies. */
const flag = () =>
  z.preprocess(
    (value) => (typeof blankIsUnset(value) === 'string' ? String(blankIsUnset(value)).toLowerCase() : undefined),
    z.enum(['1', 'true', '0', 'false'], 'must be 1/true or 0/false').transform((value) => value === '1' || value === 'true').optional(),
  );
const wholeNumber = (fallback: number, max: number, message: string, min = 0) =>
  z.preprocess(blankIsUnset, z.string().regex(/^\d+$/, message).transform(Number).refine((value) => value >= min && value <= max, message).default(fallback));
const milliseconds = (fallback: number, min: number) => wholeNumber(fallback, MAX_DRAIN_MS, `use a whole number of milliseconds from ${min} to ${MAX_DRAIN_MS}`, min);
const otlpProtocol = () =>
  z.preprocess((value) => (typeof blankIsUnset(value) === 'string' ? String(blankIsUnset(value)).toLowerCase() : undefined), z.enum(OTLP_PROTOCOLS, `is not supported: use ${OTLP_PROTOCOLS.join(' or ')}`).optional());
const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((value) => (typeof blankIsUnset(value) === 'string' ? String(blankIsUnset(value)).toLowerCase() : undefined), z.enum(values, `must be one of ${values.join(', ')}`).default(fallback as never));

export const ENVIRONMENT_SCHEMA = z.object({
  // Serving
  PORT: wholeNumber(3000, 65_535, 'must be a port number (0–65535; 0 picks a free one)'),
  STORE_DE_DOMAIN: text(),
  STORE_AT_DOMAIN: text(),
  STORE_NL_DOMAIN: text(),
  STORE_INTL_DOMAIN: text(),
  STORE_DE_URL: text(),
  STORE_AT_URL: text(),
  STORE_NL_URL: text(),
  STORE_INTL_URL: text(),
  STORE_DE_CONTACT_EMAIL: text(),
  STORE_AT_CONTACT_EMAIL: text(),
  STORE_NL_CONTACT_EMAIL: text(),
  STORE_INTL_CONTACT_EMAIL: text(),
  STORE_IT_CONTACT_EMAIL: text(),
  LOG_LEVEL: choice(LOG_LEVELS, DEFAULT_LOG_LEVEL),
  DATA_DIR: textOr('.data'),
  PAGE_CACHE_MB: wholeNumber(DEFAULT_PAGE_CACHE_MB, MAX_PAGE_CACHE_MB, 'use a whole number of megabytes from 0 (off) to 4096'),
  SKIP_BUILD: flag(),
  TRUST_PROXY: text(),
  TRUST_PROXY_HEADER: choice(FORWARDED_HEADERS, DEFAULT_FORWARDED_HEADER),
  HSTS_MAX_AGE: wholeNumber(DEFAULT_HSTS_MAX_AGE_S, 9_999_999_999, 'must be a number of seconds (0 turns Strict-Transport-Security off)'),
  GEO_COUNTRY_HEADER: textOr(DEFAULT_GEO_COUNTRY_HEADER),
  IMAGE_PROXY_URL: text(),
  /** Browser, build time: Next.js inlines it (components/pwa/service-worker-start.ts). */
  NEXT_PUBLIC_SERVICE_WORKER: text(),

  // Databases and catalogue
  DATABASE_URL: url('postgres://user:password@host:5432/db'),
  SQLITE_FILE: text(),
  AUTH_SECRET: z.preprocess(blankIsUnset, z.string().min(AUTH_SECRET_BYTES, AUTH_ERRORS.secretTooShort).optional()),
  OPENSEARCH_URL: text(),
  ELASTICSEARCH_URL: text(),
  ELASTICSEARCH_ANALYSIS: choice(CLUSTER_ANALYSES, 'language'),
  CLUSTER_BULK_CONCURRENCY: wholeNumber(DEFAULT_BULK_CONCURRENCY, MAX_BULK_CONCURRENCY, `use a whole number of requests from 1 to ${MAX_BULK_CONCURRENCY}`, 1),
  CLUSTER_BULK_REQUEST_MB: wholeNumber(DEFAULT_BULK_REQUEST_MB, MAX_BULK_REQUEST_MB, `use a whole number of megabytes from 1 to ${MAX_BULK_REQUEST_MB}`, 1),
  CATALOG_LIST_OUT_OF_STOCK: z.preprocess(blankIsUnset, z.string().transform((value) => value !== 'false').default(true)),
  /** The demo's invented review texts; a real shop turns them off (deploy/storefront.env.example does). */
  DEMO_REVIEWS: z.preprocess(blankIsUnset, z.string().transform((value) => value !== 'false').default(true)),
  REDIS_URL: url('redis://host:6379'),
  REVALIDATE_SECRET: text(),
  REVALIDATE_URL: url('http://localhost:3000'),
  PREVIEW_SECRET: text(),

  // Operating a replica: probes and drain (lib/operations)
  HEALTH_EVENT_LOOP_DELAY_MS: milliseconds(DEFAULT_HEALTH_EVENT_LOOP_DELAY_MS, 10),
  HEALTH_TOKEN: z.preprocess(blankIsUnset, z.string().min(MIN_HEALTH_TOKEN_LENGTH, `use at least ${MIN_HEALTH_TOKEN_LENGTH} characters`).optional()),
  DRAIN_GRACE_MS: milliseconds(DEFAULT_DRAIN_GRACE_MS, 0),
  DRAIN_TIMEOUT_MS: milliseconds(DEFAULT_DRAIN_TIMEOUT_MS, 0),

  // Traces and metrics (lib/observability): the OpenTelemetry SDKs' standard variables, and the metrics port
  OTEL_SDK_DISABLED: text(),
  OTEL_TRACES_EXPORTER: z.preprocess(
    blankIsUnset,
    z.string().refine((value) => value.split(',').every((name) => ['otlp', 'none', ''].includes(name.trim().toLowerCase())), 'is not supported: use otlp or none').optional(),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: url('http://collector:4318'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url('http://collector:4318/v1/traces'),
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol(),
  OTEL_SERVICE_NAME: text(),
  METRICS_PORT: z.preprocess(blankIsUnset, z.string().regex(/^\d+$/, 'must be a port number from 1 to 65535 (unset: no metrics)').transform(Number).refine((port) => port >= 1 && port <= 65_535, 'must be a port number from 1 to 65535 (unset: no metrics)').optional()),
  METRICS_HOST: text(),

  // Jobs and mail
  JOBS_ENGINE: z.preprocess(blankIsUnset, z.enum(JOB_ENGINES, `must be one of ${JOB_ENGINES.join(', ')}`).optional()),
  JOBS_IN_PROCESS: flag(),
  PGBOSS_SCHEMA: textOr(DEFAULT_PGBOSS_SCHEMA),
  JOBS_NOW: z.preprocess(blankIsUnset, z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO time').optional()),
  JOBS_CONCURRENCY: z.preprocess(blankIsUnset, z.string().regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 1').transform(Number).optional()),
  SMTP_URL: url('smtp://user:password@host:587'),
  MAIL_FROM: text(),

  // Payments
  PAYMENTS_TEST_MODE: flag(),
  PAYMENTS_TEST_WEBHOOK_SECRET: textOr(DEFAULT_TEST_WEBHOOK_SECRET),
  UNPAID_ORDER_TIMEOUT_MINUTES: z.preprocess(blankIsUnset, z.coerce.number('must be a number of minutes').positive('must be a positive number of minutes').default(DEFAULT_UNPAID_ORDER_TIMEOUT_MINUTES)),
  PAYMENTS_ADMIN_TOKEN: text(),
  STRIPE_SECRET_KEY: text(),
  STRIPE_PUBLISHABLE_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_HOST: url('http://localhost:12111'),
  BRAINTREE_MERCHANT_ID: text(),
  BRAINTREE_PUBLIC_KEY: text(),
  BRAINTREE_PRIVATE_KEY: text(),
  BRAINTREE_ENVIRONMENT: choice(['sandbox', 'production'], 'sandbox'),
  BRAINTREE_API_HOST: url('http://localhost:4000'),
  BRAINTREE_SCRIPT_ORIGIN: url('https://js.braintreegateway.com'),
  AMAZON_PAY_PUBLIC_KEY_ID: text(),
  AMAZON_PAY_PRIVATE_KEY: text(),
  AMAZON_PAY_STORE_ID: text(),
  AMAZON_PAY_REGION: textOr('eu'),
  AMAZON_PAY_SANDBOX: z.preprocess(blankIsUnset, z.string().transform((value) => value !== 'false').default(true)),
  AMAZON_PAY_MERCHANT_ID: text(),
  AMAZON_PAY_SCRIPT_ORIGIN: url('https://static-eu.payments-amazon.com'),
  AMAZON_PAY_API_HOST: text(),
  PAYMENTS_ALLOW_FAKE_HOSTS: flag(),
  TEST_CLOCK: flag(),

  // Tracking
  GTM_CONTAINER_ID: text(),
  GTM_SCRIPT_URL: url('https://www.googletagmanager.com/gtm.js'),
  CONSENT_PROVIDER: choice(['shop', 'external'], 'shop'),

  // Set by the tools
  NODE_ENV: text(),
  /** Build time: Next.js inlines it into each runtime's bundle (instrumentation.ts). */
  NEXT_RUNTIME: text(),
  /** Build time: read by next.config.ts. */
  BUNDLE_SOURCE_MAPS: flag(),
});

export type Environment = z.output<typeof ENVIRONMENT_SCHEMA>;
export type EnvironmentVariable = keyof Environment;
export const ENVIRONMENT_VARIABLES = Object.keys(ENVIRONMENT_SCHEMA.shape) as EnvironmentVariable[];

/** Values never printed (check:config shows them as "set"); a problem names the variable, not its value. */
export const SECRET: ReadonlySet<EnvironmentVariable> = new Set<EnvironmentVariable>([
  'DATABASE_URL',
  'AUTH_SECRET',
  'REDIS_URL',
  'REVALIDATE_SECRET',
  'PREVIEW_SECRET',
  'SMTP_URL',
  'PAYMENTS_ADMIN_TOKEN',
  'HEALTH_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BRAINTREE_PRIVATE_KEY',
  'AMAZON_PAY_PRIVATE_KEY',
]);

/** A rule across variables: `problem` answers what is wrong, or null. */
interface CombinationRule {
  readonly variables: readonly EnvironmentVariable[];
  readonly problem: (config: Environment) => string | null;
}

/** A provider's keys: all of them or none (one without the others would leave its method silently off). */
const allOrNone = (variables: readonly EnvironmentVariable[], what: string): CombinationRule => ({
  variables,
  problem: (config) => {
    const set = variables.filter((name) => config[name] !== undefined);
    if (set.length === 0 || set.length === variables.length) return null;
    return `${what} needs ${variables.join(', ')} together; missing ${variables.filter((name) => !set.includes(name)).join(', ')}`;
  },
});

export const COMBINATION_RULES: readonly CombinationRule[] = [
  allOrNone(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'Stripe'),
  allOrNone(['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'], 'Braintree'),
  allOrNone(['AMAZON_PAY_PUBLIC_KEY_ID', 'AMAZON_PAY_PRIVATE_KEY', 'AMAZON_PAY_STORE_ID'], 'Amazon Pay'),
  {
    variables: ['OPENSEARCH_URL', 'ELASTICSEARCH_URL'],
    problem: (config) => (config.OPENSEARCH_URL && config.ELASTICSEARCH_URL ? TWO_CATALOGUE_ENGINES : null),
  },
  {
    // Every replica must sign with the same secret; a generated one exists on one server only.
    variables: ['DATABASE_URL', 'AUTH_SECRET'],
    problem: (config) => (config.DATABASE_URL && !config.AUTH_SECRET ? REPLICA_ERRORS.secretRequired('AUTH_SECRET') : null),
  },
  {
    variables: ['JOBS_ENGINE', 'DATABASE_URL'],
    problem: (config) => (config.JOBS_ENGINE === 'pg-boss' && !config.DATABASE_URL ? PG_BOSS_NEEDS_DATABASE : null),
  },
];

export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigurationError';
  }
}

function describeProblem(name: EnvironmentVariable, raw: string | undefined, issue: string): string {
  return SECRET.has(name) ? `${name} (value hidden): ${issue}` : `${name} "${raw}": ${issue}`;
}

/** Parses one variable; an invalid value throws a ConfigurationError naming it. */
function parseVariable(name: EnvironmentVariable, source: EnvironmentSource): unknown {
  const result = ENVIRONMENT_SCHEMA.shape[name].safeParse(source[name]);
  if (result.success) return result.data;
  throw new ConfigurationError(result.error.issues.map((issue) => describeProblem(name, source[name], issue.message)));
}

/**
 * A typed view of a source: each variable is parsed on its first read and kept, so one bad variable
 * fails only where it is read (the start-up check has reported all of them before).
 */
function memoisedSnapshot(source: EnvironmentSource): Environment {
  const values = new Map<EnvironmentVariable, unknown>();
  const view = {} as Environment;
  for (const name of ENVIRONMENT_VARIABLES) {
    Object.defineProperty(view, name, {
      enumerable: true,
      get() {
        if (!values.has(name)) values.set(name, parseVariable(name, source));
        return values.get(name);
      },
    });
  }
  return view;
}
const views = new WeakMap<EnvironmentSource, Environment>();
let processView: Environment | undefined;

/**
 * The typed environment: the process's (parsed once; see `resetEnvironmentForTests`), or a given
 * source's (tests pass a plain object; each object is parsed once as well).
 */
export function environment(source?: EnvironmentSource): Environment {
  if (source === undefined || source === process.env) return (processView ??= memoisedSnapshot(process.env));
  let view = views.get(source);
  if (!view) views.set(source, (view = memoisedSnapshot(source)));
  return view;
}

/** Forgets the process's parsed values: tests that change `process.env` between cases call it. */
export function resetEnvironmentForTests(): void {
  processView = undefined;
}

/**
 * The production server runs Next.js's production build only (server.ts): it says so before any
 * module reads the environment, and the process's values are parsed again with it.
 */
export function useProductionRuntime(): void {
  Object.assign(process.env, { NODE_ENV: 'production' });
  processView = undefined;
}

/** Every problem of a source at once: each invalid variable, then each broken combination. */
export function environmentProblems(source: EnvironmentSource = process.env): string[] {
  const problems: string[] = [];
  for (const name of ENVIRONMENT_VARIABLES) {
    try {
      parseVariable(name, source);
    } catch (error) {
      problems.push(...(error as ConfigurationError).problems);
    }
  }
  const config = environment(source);
  for (const rule of COMBINATION_RULES) {
    try {
      const problem = rule.problem(config);
      if (problem) problems.push(problem);
    } catch {
      // One of its variables is invalid, and already listed.
    }
  }
  return problems;
}

/** What `npm run check:config` prints: each variable that is set, secrets as "set". */
export function describeEnvironment(source: EnvironmentSource = process.env): string[] {
  return ENVIRONMENT_VARIABLES.filter((name) => blankIsUnset(source[name]) !== undefined).map((name) => `${name}=${SECRET.has(name) ? '(set)' : source[name]}`);
}

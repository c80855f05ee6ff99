/**
 * Which environment variables the code reads, so docs/configuration.md can be held to them
 * (tests/unit/architecture/configuration-doc.test.ts) and no module reads one behind the schema's
 * back (tests/unit/architecture/environment-reads.test.ts).
 *
 * The server reads its variables through one schema (`ENVIRONMENT_SCHEMA` in
 * lib/config/environment.ts): its keys are the server's variables. Everything else that reads the
 * environment directly — tests, scripts, the Playwright config, the few files Next.js needs to read
 * it literally (`DIRECT_READS`) and lib/config modules that browser code shares — is found in its
 * text. A variable is read in one of these shapes, and each has a pattern here:
 * - by name: `process.env.PORT`, `env.PORT`, `env?.PORT`, `env['PORT']`;
 * - through a named constant: `env[DATABASE_URL_ENV]` (`const DATABASE_URL_ENV = 'DATABASE_URL'`) or a
 *   constant object's member, `env[PAYMENT_ENV.testMode]` (`PAYMENT_ENV = { testMode: 'PAYMENTS_TEST_MODE' }`);
 * - by a helper given the environment and the name: `hostsFrom(env, 'STORE_DE_DOMAIN', …)`;
 * - as a list of names read in a loop: `SHARED_SECRET_ENVS = ['AUTH_SECRET']`;
 * - as an upper-case key of a zod schema (`PAGE_CACHE_MB: z.…`), the shape of a settings schema.
 * Assignments (`process.env.X = …`) are writes, not reads. A constant that names no variable found
 * here is reported as unresolved, so a new indirection fails loudly instead of going unseen.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT_VARIABLES } from '@/lib/config/environment';

/**
 * Files outside lib/config, tests and scripts that read `process.env` themselves, each with the
 * reason it cannot ask the schema.
 */
export const DIRECT_READS: Readonly<Record<string, string>> = {
  'components/pwa/service-worker-start.ts':
    'browser code: Next.js writes NEXT_PUBLIC_SERVICE_WORKER and NODE_ENV into the bundle at build time, and only for literal `process.env.X` reads',
  'instrumentation.ts': 'Next.js replaces the literal `process.env.NEXT_RUNTIME` per runtime at build time, so the edge bundle drops the Node-only start-up',
  'next.config.ts': 'the build configuration, read by `next build` before any of the app exists (BUNDLE_SOURCE_MAPS)',
};

/** Where reading the environment directly is the rule: the configuration itself, tests and tools. */
export function readsDirectly(file: string): boolean {
  return file.startsWith('lib/config/') || file.startsWith('tests/') || file.startsWith('scripts/') || file === 'playwright.config.ts' || file in DIRECT_READS;
}

/** The variables the server reads, from the schema. */
export const SCHEMA_VARIABLES: readonly string[] = ENVIRONMENT_VARIABLES;

/** The code that runs: the app, its libraries, the server, the scripts and the tests' own settings. */
export const SCANNED_PATHS = [
  'app',
  'lib',
  'store',
  'components',
  'scripts',
  'tests',
  'server.ts',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'playwright.config.ts',
];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.next-bare']);

const NAME = '[A-Z][A-Z0-9_]*';
const BY_NAME = new RegExp(`\\benv\\??\\.(${NAME})\\b(?!\\s*=(?!=))`, 'g');
const BY_LITERAL_KEY = new RegExp(`\\benv\\[\\s*(['"\`])(${NAME})\\1\\s*\\]`, 'g');
const BY_CONSTANT = new RegExp(`\\benv\\[\\s*(${NAME})(?:\\.(\\w+))?\\s*\\]`, 'g');
const BY_HELPER = new RegExp(`\\(\\s*(?:process\\.)?env\\s*,\\s*(['"])(${NAME})\\1`, 'g');
const NAME_LIST = new RegExp(`\\b${NAME}_ENVS?\\s*=\\s*\\[([^\\]]*)\\]`, 'g');
const SCHEMA_KEY = new RegExp(`(?:^|[{,])\\s*(${NAME})\\??\\s*:\\s*z\\.`, 'gm');
const STRING_CONSTANT = new RegExp(`\\b(${NAME})\\s*=\\s*(['"])(${NAME})\\2`, 'g');
const OBJECT_CONSTANT = new RegExp(`\\b(${NAME})\\s*=\\s*\\{([^{}]*)\\}`, 'g');
const MEMBER = new RegExp(`(\\w+)\\s*:\\s*(['"])(${NAME})\\2`, 'g');
const QUOTED = new RegExp(`(['"])(${NAME})\\1`, 'g');

export interface EnvironmentReads {
  /** Variable name → files that read it (relative to the root; the schema's variables name lib/config/environment.ts). */
  readonly names: ReadonlyMap<string, readonly string[]>;
  /** Reads through a constant that names no variable: `file: expression`. */
  readonly unresolved: readonly string[];
  /** Files outside `readsDirectly` that mention `process.env` or read a variable by one of the shapes above. */
  readonly stray: readonly string[];
}

function sourceFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return SOURCE_FILE.test(entry) ? [entry] : [];
  return readdirSync(full)
    .filter((child) => !SKIPPED_DIRS.has(child))
    .flatMap((child) => sourceFiles(root, path.join(entry, child)));
}

export function readEnvironmentReads(root: string): EnvironmentReads {
  const files = SCANNED_PATHS.flatMap((entry) => sourceFiles(root, entry)).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  const constants = new Map<string, string>();
  const objects = new Map<string, Map<string, string>>();
  for (const { text } of files) {
    for (const [, name, , value] of text.matchAll(STRING_CONSTANT)) constants.set(name, value);
    for (const [, name, body] of text.matchAll(OBJECT_CONSTANT)) {
      // Merged, not replaced: the same name may appear in a comment's example as well.
      const members = objects.get(name) ?? new Map<string, string>();
      for (const [, key, , value] of body.matchAll(MEMBER)) members.set(key, value);
      if (members.size > 0) objects.set(name, members);
    }
  }

  const names = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  const found = (name: string, file: string) => {
    if (!names.has(name)) names.set(name, new Set());
    names.get(name)!.add(file);
  };
  const stray = new Set<string>();
  for (const name of SCHEMA_VARIABLES) found(name, 'lib/config/environment.ts');
  for (const { file, text } of files) {
    // The schema is read above; this file's own comments show the shapes it looks for.
    if (file === 'lib/config/environment.ts' || file === 'scripts/architecture/environment-reads.ts') continue;
    const before = unresolved.length + [...names.values()].reduce((count, where) => count + (where.has(file) ? 1 : 0), 0);
    if (!readsDirectly(file) && /\bprocess\.env\b/.test(text)) stray.add(file);
    for (const [, name] of text.matchAll(BY_NAME)) found(name, file);
    for (const [, , name] of text.matchAll(BY_LITERAL_KEY)) found(name, file);
    for (const [, , name] of text.matchAll(BY_HELPER)) found(name, file);
    for (const [, name] of text.matchAll(SCHEMA_KEY)) found(name, file);
    for (const [, list] of text.matchAll(NAME_LIST)) for (const [, , name] of list.matchAll(QUOTED)) found(name, file);
    for (const [expression, constant, member] of text.matchAll(BY_CONSTANT)) {
      const name = member === undefined ? constants.get(constant) : objects.get(constant)?.get(member);
      if (name) found(name, file);
      else unresolved.push(`${file}: ${expression}`);
    }
    const after = unresolved.length + [...names.values()].reduce((count, where) => count + (where.has(file) ? 1 : 0), 0);
    if (!readsDirectly(file) && after > before) stray.add(file);
  }
  return { names: new Map([...names].map(([name, where]) => [name, [...where].sort()])), unresolved, stray: [...stray].sort() };
}

/** The variables docs/configuration.md names: every back-quoted upper-case name in the first column of its tables. */
export function documentedVariables(markdown: string): Set<string> {
  const documented = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|');
    if (!line.trimStart().startsWith('|') || cells.length < 3) continue;
    for (const [, name] of cells[1].matchAll(new RegExp(`\`(${NAME})\``, 'g'))) documented.add(name);
  }
  return documented;
}

/**
 * docs/configuration.md is the one list of environment variables: every variable of the server's
 * schema (lib/config/environment.ts) and every variable tests and tools read has a row there, and
 * every row names one of them (scripts/architecture/environment-reads.ts), so a new variable without
 * its row, or a row left behind when its variable goes, fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentedVariables, readEnvironmentReads } from '@/scripts/architecture/environment-reads';

const root = path.join(__dirname, '../../..');
const reads = readEnvironmentReads(root);
const documented = documentedVariables(readFileSync(path.join(root, 'docs/configuration.md'), 'utf8'));

describe('docs/configuration.md', () => {
  it('finds the schema\'s variables and the direct reads in every shape the code uses', () => {
    expect(reads.names.get('HSTS_MAX_AGE')?.[0]).toBe('lib/config/environment.ts');
    // Direct reads: by name, by literal key, through a constant, by a helper.
    for (const [name, file] of [
      ['E2E_PORT', 'playwright.config.ts'],
      ['TEST_DATABASE_URL', 'tests/integration/commerce/harness.ts'],
      ['STORE_DE_DOMAIN', 'lib/config/stores.ts'],
      ['NEXT_RUNTIME', 'instrumentation.ts'],
    ]) {
      expect(reads.names.get(name)).toContain(file);
    }
    expect(reads.unresolved).toEqual([]);
  });

  it('lists every environment variable the code reads', () => {
    const missing = [...reads.names].filter(([name]) => !documented.has(name)).map(([name, files]) => `${name} (read in ${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable the code does not read', () => {
    expect([...documented].filter((name) => !reads.names.has(name))).toEqual([]);
  });
});

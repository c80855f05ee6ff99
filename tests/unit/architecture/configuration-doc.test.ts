/**
 * docs/configuration.md is the one list of environment variables: every variable the code reads has
 * a row there, and every row names a variable the code reads. The reads are found in the sources'
 * text (scripts/architecture/environment-reads.ts), so a new variable read without its row, or a
 * row left behind when its variable goes, fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentedVariables, readEnvironmentReads } from '@/scripts/architecture/environment-reads';

const root = path.join(__dirname, '../../..');
const reads = readEnvironmentReads(root);
const documented = documentedVariables(readFileSync(path.join(root, 'docs/configuration.md'), 'utf8'));

describe('docs/configuration.md', () => {
  it('finds the reads in every shape the code uses', () => {
    // One of each: by name, through a constant, through a constant object's member, by a helper, from a list.
    for (const name of ['PAGE_CACHE_MB', 'DATABASE_URL', 'PAYMENTS_ADMIN_TOKEN', 'STORE_DE_DOMAIN', 'AUTH_SECRET']) {
      expect(reads.names.has(name)).toBe(true);
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

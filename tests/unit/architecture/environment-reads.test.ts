/**
 * One way to read the environment: the server asks lib/config/environment.ts, whose schema names,
 * types and checks every variable. Only the configuration itself, tests, scripts and the few files
 * Next.js makes read `process.env` literally (each listed with its reason) read it directly, and the
 * browser never loads the server's schema.
 */
import path from 'node:path';
import { DIRECT_READS, readEnvironmentReads } from '@/scripts/architecture/environment-reads';
import { readImportGraph, staticClosure } from '@/scripts/architecture/import-graph';

const root = path.join(__dirname, '../../..');
const reads = readEnvironmentReads(root);

describe('reading the environment', () => {
  it('no module outside lib/config, tests and scripts reads it directly, but for the listed exceptions', () => {
    expect(reads.stray).toEqual([]);
    for (const reason of Object.values(DIRECT_READS)) expect(reason.length).toBeGreaterThan(20);
  });

  it('every listed exception still reads it (a stale exception is removed)', () => {
    const direct = new Set([...reads.names.values()].flat());
    expect(Object.keys(DIRECT_READS).filter((file) => !direct.has(file))).toEqual([]);
  });

  it('browser code never loads the server\'s schema', () => {
    const graph = readImportGraph(root);
    const browser = staticClosure(graph, graph.files.filter((file) => graph.clientFiles.has(file) || /^(store|lib\/api)\//.test(file)));
    expect(browser.size).toBeGreaterThan(100);
    expect([...browser].filter((file) => file === 'lib/config/environment.ts')).toEqual([]);
  });
});

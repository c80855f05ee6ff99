/**
 * The dumps a catalogue script imports: JSON files given with `--file` (one dump or a list), or the
 * demo catalogue generated in-process. Every dump is checked against `catalogDumpSchema`, and a bad
 * one stops the script with the offending field named before anything is imported.
 */
import { readFileSync } from 'node:fs';
import { catalogDumpSchema, type CatalogDump } from '@/lib/catalog/documents';
import { generateCatalog, generateCatalogDump } from '@/lib/demo-catalog';

export function parseDumps(raw: unknown, origin: string): CatalogDump[] {
  return (Array.isArray(raw) ? raw : [raw]).map((item, i) => {
    const parsed = catalogDumpSchema.safeParse(item);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new Error(`${origin} dump ${i}: ${issue.path.join('.')}: ${issue.message}`);
  });
}

export function dumpsFromFiles(files: string[]): CatalogDump[] {
  return files.flatMap((file) => parseDumps(JSON.parse(readFileSync(file, 'utf8')), file));
}

export function generatedDumps(products: number, seed: number): CatalogDump[] {
  return parseDumps(generateCatalog({ products, seed }), 'generated');
}

/** One index's generated dump (the benchmark needs a single store). */
export function generatedDump(products: number, seed: number, index: string): CatalogDump {
  return parseDumps(generateCatalogDump({ products, seed }, index), 'generated')[0];
}

/** `--name value` pairs; a repeated name collects every value. */
export function readArgs(argv: string[]): Map<string, string[]> {
  const args = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) continue;
    const name = argv[i].slice(2);
    args.set(name, [...(args.get(name) ?? []), argv[i + 1] ?? '']);
    i++;
  }
  return args;
}

export function positiveWholeNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: must be a positive whole number, got "${raw}"`);
  return value;
}

export function numberArg(args: Map<string, string[]>, name: string, fallback: number): number {
  const raw = args.get(name)?.[0];
  return raw === undefined ? fallback : positiveWholeNumber(name, raw);
}

/**
 * The embedded catalogue engine (the default adapter): each index's documents persisted as one
 * JSON-lines file per entity type under `.data/index/<index>/`, indexed in memory when first read
 * and re-read when another process (`catalog:import`) has replaced them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { IN_MEMORY_SOURCE_LIMIT_BYTES, INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import type { CatalogIndex, IndexDocuments } from '../port';
import { ENTITY_TYPES, type CatalogDocument, type CatalogQuery, type EntityType, type SearchResult } from '../query';
import { Collection, CollectionBuilder } from './collection';
import { readJsonLines, writeJsonLines } from './json-lines-file';
import { fileSource, lineOffsets, memorySource, type SourceStore } from './source-store';

interface Manifest {
  generation: string;
}

interface LoadedIndex {
  generation: string;
  collections: Map<EntityType, Collection>;
  checkedAt: number;
}

const EMPTY_GENERATION = 'empty';
const MANIFEST_FILE = 'manifest.json';

/** A persisted collection: small ones are held as their bytes, large ones read per hit. */
function persistedSource(path: string, offsets: Float64Array): SourceStore {
  return statSync(path).size > IN_MEMORY_SOURCE_LIMIT_BYTES ? fileSource(path, offsets) : memorySource(readFileSync(path), offsets);
}

function toJsonLines(documents: CatalogDocument[]): Buffer {
  return Buffer.from(documents.map((doc) => `${JSON.stringify(doc)}\n`).join(''), 'utf8');
}

export class EmbeddedCatalogIndex implements CatalogIndex {
  readonly engine = 'embedded' as const;
  private readonly indexes = new Map<string, LoadedIndex>();

  /** `dir` null keeps everything in memory (tests); otherwise the persisted place. */
  constructor(private readonly dir: string | null) {}

  private indexDir(index: string): string | null {
    return this.dir ? join(this.dir, index) : null;
  }

  private readManifest(index: string): Manifest | null {
    const dir = this.indexDir(index);
    if (!dir || !existsSync(join(dir, MANIFEST_FILE))) return null;
    return JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  }

  private loadFromDisk(index: string, manifest: Manifest | null): LoadedIndex {
    const collections = new Map<EntityType, Collection>();
    const dir = this.indexDir(index);
    if (dir && manifest) {
      for (const type of ENTITY_TYPES) {
        const path = join(dir, `${type}.jsonl`);
        if (!existsSync(path)) continue;
        const builder = new CollectionBuilder();
        const offsets = readJsonLines(path, (doc) => builder.add(doc));
        collections.set(type, builder.build(persistedSource(path, offsets)));
      }
    }
    return { generation: manifest?.generation ?? EMPTY_GENERATION, collections, checkedAt: Date.now() };
  }

  private loaded(index: string): LoadedIndex {
    let current = this.indexes.get(index);
    if (current && (this.dir === null || Date.now() - current.checkedAt < INDEX_RELOAD_CHECK_MS)) return current;
    const manifest = this.readManifest(index);
    if (current && (manifest?.generation ?? EMPTY_GENERATION) === current.generation) {
      current.checkedAt = Date.now();
      return current;
    }
    current?.collections.forEach((collection) => collection.close());
    current = this.loadFromDisk(index, manifest);
    this.indexes.set(index, current);
    return current;
  }

  async search(index: string, query: CatalogQuery): Promise<SearchResult> {
    const collection = this.loaded(index).collections.get(query.type);
    if (!collection) return { hits: [], total: 0, aggregations: {} };
    return collection.search(query);
  }

  async count(index: string, type: EntityType): Promise<number> {
    return this.loaded(index).collections.get(type)?.size ?? 0;
  }

  async generation(index: string): Promise<string> {
    return this.loaded(index).generation;
  }

  async replace(index: string, documents: IndexDocuments): Promise<void> {
    const dir = this.indexDir(index);
    if (dir) mkdirSync(dir, { recursive: true });
    const generation = `${Date.now().toString(36)}-${randomUUID()}`;
    const collections = new Map<EntityType, Collection>();
    for (const type of ENTITY_TYPES) {
      const docs = documents[type] ?? [];
      const builder = new CollectionBuilder();
      for (const doc of docs) builder.add(doc);
      let source: SourceStore;
      if (dir) {
        const path = join(dir, `${type}.jsonl`);
        const offsets = writeJsonLines(`${path}.${generation}.tmp`, docs);
        renameSync(`${path}.${generation}.tmp`, path);
        source = persistedSource(path, offsets);
      } else {
        const buffer = toJsonLines(docs);
        source = memorySource(buffer, lineOffsets(buffer));
      }
      collections.set(type, builder.build(source));
    }
    if (dir) {
      // Written last: a reader in another process switches only once every file is in place.
      writeFileSync(join(dir, `${MANIFEST_FILE}.tmp`), JSON.stringify({ generation } satisfies Manifest));
      renameSync(join(dir, `${MANIFEST_FILE}.tmp`), join(dir, MANIFEST_FILE));
    }
    this.indexes.get(index)?.collections.forEach((collection) => collection.close());
    this.indexes.set(index, { generation, collections, checkedAt: Date.now() });
  }

  async close(): Promise<void> {
    for (const loaded of this.indexes.values()) loaded.collections.forEach((collection) => collection.close());
    this.indexes.clear();
  }
}

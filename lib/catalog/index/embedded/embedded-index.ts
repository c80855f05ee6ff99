/**
 * The embedded catalogue engine (the default adapter): each index's documents persisted as one
 * JSON-lines file per entity type under `.data/index/<index>/`, indexed in memory when first read
 * and re-read when another process (`catalog:import`) has replaced them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { IN_MEMORY_SOURCE_LIMIT_BYTES, INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import type { CatalogIndex, IndexDocuments } from '../port';
import { ENTITY_TYPES, type CatalogDocument, type CatalogQuery, type EntityType, type SearchResult } from '../query';
import { Collection, CollectionBuilder } from './collection';
import { fileSource, lineOffsets, memorySource, type LineOffsets, type SourceStore } from './source-store';

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

function sourceFor(buffer: Buffer, offsets: LineOffsets, path: string | null): SourceStore {
  return path && buffer.length > IN_MEMORY_SOURCE_LIMIT_BYTES ? fileSource(path, offsets) : memorySource(buffer, offsets);
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
        const buffer = readFileSync(path);
        const offsets = lineOffsets(buffer);
        const builder = new CollectionBuilder();
        for (let doc = 0; doc < offsets.length - 1; doc++) {
          builder.add(JSON.parse(buffer.toString('utf8', offsets[doc], offsets[doc + 1] - 1)) as CatalogDocument);
        }
        collections.set(type, builder.build(sourceFor(buffer, offsets, path)));
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
      const buffer = toJsonLines(docs);
      let path: string | null = null;
      if (dir) {
        path = join(dir, `${type}.jsonl`);
        writeFileSync(`${path}.${generation}.tmp`, buffer);
        renameSync(`${path}.${generation}.tmp`, path);
      }
      const builder = new CollectionBuilder();
      for (const doc of docs) builder.add(doc);
      collections.set(type, builder.build(sourceFor(buffer, lineOffsets(buffer), path)));
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

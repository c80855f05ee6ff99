/**
 * The embedded catalogue engine (the default adapter): each index's documents persisted as one
 * JSON-lines file per entity type under `.data/index/<index>/`, with the built index beside it as
 * a binary snapshot; loaded when first read and re-read when another process (`catalog:import`)
 * has replaced them. A snapshot that is missing, damaged or of another import is rebuilt from the
 * JSON lines (with a warning) and saved again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { IN_MEMORY_SOURCE_LIMIT_BYTES, INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import type { CatalogIndex, IndexDocuments } from '../port';
import { ENTITY_TYPES, type CatalogDocument, type CatalogQuery, type EntityType, type SearchResult } from '../query';
import { logger } from '@/lib/logging/logger';
import { analyzerFor, type Analyzer } from '../analysis/analyzer';
import { analysisLanguageOfIndex } from '../analysis/languages';
import { Collection, CollectionBuilder } from './collection';
import { readCollectionSnapshot, writeCollectionSnapshot, type SnapshotStamp } from './collection-snapshot';
import { jsonLinesOffsets, readJsonLines, writeJsonLines } from './json-lines-file';
import { fileSource, lineOffsets, memorySource, type LineOffsets, type SourceStore } from './source-store';
import { tileOf } from '../tile-document';

interface Manifest {
  generation: string;
}

interface LoadedIndex {
  generation: string;
  collections: Map<EntityType, Collection>;
  checkedAt: number;
}

const EMPTY_GENERATION = 'empty';
/** The entity types whose documents have tiles (`tile-document.ts`), kept beside them by the import. */
const TILED_TYPES: readonly EntityType[] = ['product'];

function tilesPath(jsonLinesPath: string): string {
  return jsonLinesPath.replace(/\.jsonl$/, '.tiles.jsonl');
}

/**
 * The tiles an import wrote beside a collection's documents: JSON lines, the first naming the
 * import's generation, so a file of another import (or none: an index imported before) is not read
 * and a tile query projects the documents instead.
 */
function writeTiles(path: string, generation: string, docs: readonly CatalogDocument[]): SourceStore {
  const offsets = writeJsonLines(`${path}.${generation}.tmp`, [{ generation }, ...docs.map(tileOf)]);
  renameSync(`${path}.${generation}.tmp`, path);
  return persistedSource(path, offsets.subarray(1));
}

/** The tiles of a loaded index, when the file beside it is its import's (its header's generation and its size). */
function persistedTiles(path: string, generation: string, size: number): SourceStore | null {
  if (!existsSync(path)) return null;
  const offsets = jsonLinesOffsets(path);
  const all = persistedSource(path, offsets);
  const header = offsets.length > 1 ? all.get(0) : null;
  all.close();
  if (header?.generation !== generation || offsets.length - 2 !== size) return null;
  return persistedSource(path, offsets.subarray(1));
}
const MANIFEST_FILE = 'manifest.json';

/** A persisted collection: small ones are held as their bytes, large ones read per hit. */
function persistedSource(path: string, offsets: Float64Array): SourceStore {
  return statSync(path).size > IN_MEMORY_SOURCE_LIMIT_BYTES ? fileSource(path, offsets) : memorySource(readFileSync(path), offsets);
}

function snapshotPath(jsonLinesPath: string): string {
  return jsonLinesPath.replace(/\.jsonl$/, '.snapshot');
}

/** Saves the snapshot through a temporary file, so a reader never sees half of one. */
function saveSnapshot(path: string, collection: Collection, offsets: LineOffsets, stamp: SnapshotStamp): void {
  const target = snapshotPath(path);
  writeCollectionSnapshot(`${target}.${stamp.generation}.tmp`, collection, offsets, stamp);
  renameSync(`${target}.${stamp.generation}.tmp`, target);
}

/** The collection from its snapshot, or rebuilt from the JSON lines when the snapshot cannot be used. */
function loadCollection(path: string, generation: string, analyzer: Analyzer): Collection {
  const stamp = { generation, sourceBytes: statSync(path).size };
  try {
    return readCollectionSnapshot(snapshotPath(path), stamp, (offsets) => persistedSource(path, offsets), analyzer);
  } catch (error) {
    logger().warn('catalogue index snapshot unusable, rebuilding it from the JSON lines', {
      path: snapshotPath(path),
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const builder = new CollectionBuilder(analyzer);
  const offsets = readJsonLines(path, (doc) => builder.add(doc));
  const collection = builder.build(persistedSource(path, offsets));
  try {
    saveSnapshot(path, collection, offsets, stamp);
  } catch (error) {
    // A read-only data directory still serves; it only loads slower next time.
    logger().warn('catalogue index snapshot not saved', { path: snapshotPath(path), reason: error instanceof Error ? error.message : String(error) });
  }
  return collection;
}

/** Text is analysed in the language of the store serving the index. */
function analyzerOfIndex(index: string): Analyzer {
  return analyzerFor(analysisLanguageOfIndex(index));
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
        const collection = loadCollection(path, manifest.generation, analyzerOfIndex(index));
        const tiles = TILED_TYPES.includes(type) ? persistedTiles(tilesPath(path), manifest.generation, collection.size) : null;
        if (tiles) collection.keepTiles(tiles);
        collections.set(type, collection);
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
      const builder = new CollectionBuilder(analyzerOfIndex(index));
      for (const doc of docs) builder.add(doc);
      if (dir) {
        const path = join(dir, `${type}.jsonl`);
        const offsets = writeJsonLines(`${path}.${generation}.tmp`, docs);
        renameSync(`${path}.${generation}.tmp`, path);
        const collection = builder.build(persistedSource(path, offsets));
        saveSnapshot(path, collection, offsets, { generation, sourceBytes: statSync(path).size });
        if (TILED_TYPES.includes(type)) collection.keepTiles(writeTiles(tilesPath(path), generation, docs));
        collections.set(type, collection);
      } else {
        const buffer = toJsonLines(docs);
        const collection = builder.build(memorySource(buffer, lineOffsets(buffer)));
        if (TILED_TYPES.includes(type)) {
          const tiles = toJsonLines(docs.map(tileOf));
          collection.keepTiles(memorySource(tiles, lineOffsets(tiles)));
        }
        collections.set(type, collection);
      }
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

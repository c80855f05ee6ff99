/**
 * A built collection saved as one binary snapshot beside its JSON-lines file, so a server loads
 * the index as views over one read buffer instead of parsing and re-indexing every document
 * (at 100 000 products the parse left ≈ 320 MB of freed memory the allocator kept). The documents
 * stay in the JSON-lines file, read per hit; the snapshot holds their line offsets. A snapshot is
 * stamped with the import generation and the JSON-lines size, so one left from another import
 * does not pass for this one.
 */
import { Collection } from './collection';
import { FieldIndex } from './field-index';
import { Postings } from './postings';
import { SnapshotError, SnapshotReader, SnapshotWriter } from './snapshot-format';
import type { LineOffsets, SourceStore } from './source-store';
import { SortedKeys } from './sorted-keys';
import type { Analyzer } from '../analysis/analyzer';
import { TextIndex } from './text-index';

/** Raise with every change to what is written below: older snapshots are then rebuilt. */
export const SNAPSHOT_VERSION = 5;

/** Which import and which JSON-lines file a snapshot belongs to. */
export interface SnapshotStamp {
  generation: string;
  sourceBytes: number;
}

function writePostings(writer: SnapshotWriter, postings: Postings): void {
  writer.array(postings.starts);
  writer.array(postings.docs);
}

function readPostings(reader: SnapshotReader, size: number): Postings {
  return new Postings(size, reader.uint32Array(), reader.uint32Array());
}

export function writeCollectionSnapshot(path: string, collection: Collection, offsets: LineOffsets, stamp: SnapshotStamp): void {
  const writer = new SnapshotWriter();
  writer.string(stamp.generation);
  writer.number(stamp.sourceBytes);
  writer.number(collection.size);
  writer.array(offsets);
  writer.number(collection.fields.size);
  for (const [path, field] of collection.fields) {
    writer.string(path);
    writer.number(field.multiValued ? 1 : 0);
    writer.number(field.numeric ? 1 : 0);
    if (field.numeric) {
      writer.array(field.numeric.values);
      writePostings(writer, field.numeric.postings);
    }
    writer.number(field.keyword ? 1 : 0);
    if (field.keyword) {
      writer.array(field.keyword.keys.bytes);
      writer.array(field.keyword.keys.offsets);
      writer.array(field.keyword.keys.shared);
      writePostings(writer, field.keyword.postings);
    }
  }
  const { text } = collection;
  writer.strings(text.terms);
  writer.array(text.postingStarts);
  writer.array(text.postingDocs);
  writer.array(text.postingMasks);
  writer.array(text.termMasks);
  // The terms are analysed in this language: a snapshot of another one is rebuilt.
  writer.string(text.analyzer.language);
  writer.writeTo(path, SNAPSHOT_VERSION);
}

/** Throws `SnapshotError` for a snapshot that is damaged, of another format or of another import. */
export function readCollectionSnapshot(
  path: string,
  stamp: SnapshotStamp,
  sourceOf: (offsets: LineOffsets) => SourceStore,
  analyzer: Analyzer,
): Collection {
  const reader = SnapshotReader.open(path, SNAPSHOT_VERSION);
  const generation = reader.string();
  const sourceBytes = reader.number();
  if (generation !== stamp.generation || sourceBytes !== stamp.sourceBytes) throw new SnapshotError('snapshot of another import');
  const size = reader.number();
  const offsets = reader.float64Array();
  if (offsets.length !== size + 1) throw new SnapshotError('snapshot line offsets do not match its documents');
  const fields = new Map<string, FieldIndex>();
  for (let count = reader.number(); count > 0; count--) {
    const path = reader.string();
    const multiValued = reader.number() === 1;
    const numeric = reader.number() === 1 ? { values: reader.float64Array(), postings: readPostings(reader, size) } : null;
    const keyword =
      reader.number() === 1 ? { keys: new SortedKeys(reader.buffer(), reader.uint32Array(), reader.uint8Array()), postings: readPostings(reader, size) } : null;
    fields.set(path, new FieldIndex(size, keyword, numeric, multiValued));
  }
  const text = new TextIndex(
    size,
    reader.strings(),
    reader.uint32Array(),
    reader.uint32Array(),
    reader.uint8Array(),
    reader.uint8Array(),
    analyzer,
  );
  if (reader.string() !== analyzer.language) throw new SnapshotError('snapshot analysed in another language');
  reader.end();
  return new Collection(size, fields, text, sourceOf(offsets));
}

/**
 * The stored documents of a collection as JSON lines: in memory while small, read from the
 * persisted file per hit when large, so 100 000 products do not sit in the heap as objects.
 * Every read parses a fresh object: callers may change what they get without touching the index.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { CatalogDocument } from '../query';

export interface SourceStore {
  get(doc: number): CatalogDocument;
  close(): void;
}

/** Byte offsets of each line in a JSON-lines buffer; entry `n` is the end of the last line. */
export type LineOffsets = Float64Array;

export function lineOffsets(buffer: Buffer): LineOffsets {
  const offsets: number[] = [0];
  let start = 0;
  for (;;) {
    const end = buffer.indexOf(0x0a, start);
    if (end === -1) break;
    offsets.push(end + 1);
    start = end + 1;
  }
  return Float64Array.from(offsets);
}

export function memorySource(buffer: Buffer, offsets: LineOffsets): SourceStore {
  return {
    get: (doc) => JSON.parse(buffer.toString('utf8', offsets[doc], offsets[doc + 1] - 1)) as CatalogDocument,
    close: () => undefined,
  };
}

/** Bytes a file source first reads a line into; grown to the longest line read. */
const READ_BUFFER_BYTES = 16 * 1024;

export function fileSource(path: string, offsets: LineOffsets): SourceStore {
  const fd = openSync(path, 'r');
  // One buffer for every read: a fresh one per hit (50 per listing page) was memory outside the
  // heap allocated and freed per query, which the allocator kept in fragments.
  let bytes = Buffer.alloc(READ_BUFFER_BYTES);
  return {
    get(doc) {
      const length = offsets[doc + 1] - 1 - offsets[doc];
      if (length > bytes.length) bytes = Buffer.alloc(length);
      readSync(fd, bytes, 0, length, offsets[doc]);
      return JSON.parse(bytes.toString('utf8', 0, length)) as CatalogDocument;
    },
    close: () => closeSync(fd),
  };
}

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

export function fileSource(path: string, offsets: LineOffsets): SourceStore {
  const fd = openSync(path, 'r');
  return {
    get(doc) {
      const length = offsets[doc + 1] - 1 - offsets[doc];
      const bytes = Buffer.allocUnsafe(length);
      readSync(fd, bytes, 0, length, offsets[doc]);
      return JSON.parse(bytes.toString('utf8')) as CatalogDocument;
    },
    close: () => closeSync(fd),
  };
}

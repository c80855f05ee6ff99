/**
 * Reading and writing a collection's JSON-lines file a slice at a time: 100 000 products are
 * 225 MB of JSON, which read (or joined) at once would sit in memory next to the index being built.
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { CatalogDocument } from '../query';
import type { LineOffsets } from './source-store';

/** How much of the file is read or written per system call. */
const CHUNK_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;

/** Calls `visit` with each line's document, in file order, and answers the lines' byte offsets. */
export function readJsonLines(path: string, visit: (doc: CatalogDocument) => void): LineOffsets {
  const offsets: number[] = [0];
  const fd = openSync(path, 'r');
  try {
    let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let kept = 0;
    let position = 0;
    for (;;) {
      if (kept === chunk.length) {
        // A line longer than the chunk: grow it and read on.
        const larger = Buffer.allocUnsafe(chunk.length * 2);
        chunk.copy(larger, 0, 0, kept);
        chunk = larger;
      }
      const read = readSync(fd, chunk, kept, chunk.length - kept, position);
      if (read === 0) break;
      position += read;
      const filled = kept + read;
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE, start); end !== -1 && end < filled; end = chunk.indexOf(NEWLINE, start)) {
        visit(JSON.parse(chunk.toString('utf8', start, end)) as CatalogDocument);
        offsets.push(offsets[offsets.length - 1] + end + 1 - start);
        start = end + 1;
      }
      chunk.copy(chunk, 0, start, filled);
      kept = filled - start;
    }
  } finally {
    closeSync(fd);
  }
  return Float64Array.from(offsets);
}

/** The lines' byte offsets alone, without parsing them (a file whose header line is all that is read). */
export function jsonLinesOffsets(path: string): LineOffsets {
  const offsets: number[] = [0];
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let position = 0; ; ) {
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, position);
      if (read === 0) break;
      for (let at = chunk.indexOf(NEWLINE); at !== -1 && at < read; at = chunk.indexOf(NEWLINE, at + 1)) offsets.push(position + at + 1);
      position += read;
    }
  } finally {
    closeSync(fd);
  }
  return Float64Array.from(offsets);
}

/** Writes one document per line and answers the lines' byte offsets. */
export function writeJsonLines(path: string, documents: CatalogDocument[]): LineOffsets {
  const offsets = new Float64Array(documents.length + 1);
  const fd = openSync(path, 'w');
  try {
    let pending: string[] = [];
    let pendingLength = 0;
    const flush = () => {
      writeSync(fd, pending.join(''));
      pending = [];
      pendingLength = 0;
    };
    documents.forEach((doc, i) => {
      const line = `${JSON.stringify(doc)}\n`;
      offsets[i + 1] = offsets[i] + Buffer.byteLength(line, 'utf8');
      pending.push(line);
      pendingLength += line.length;
      if (pendingLength >= CHUNK_BYTES) flush();
    });
    flush();
  } finally {
    closeSync(fd);
  }
  return offsets;
}

/**
 * The byte layout of an index snapshot: a fixed header (magic, format version, body length and a
 * SHA-1 of the body), then a body of numbers, strings and typed arrays in write order, each array
 * 8-byte aligned so the reader can answer views over the one buffer it read instead of copies.
 * An array whose bytes were written before is written as a reference to them: fields that hold the
 * same values (`id` and `stock.product_id`, `image` and `thumbnail`, every unique field's
 * one-document-per-value offsets) share one copy in the file and in the reading server's memory
 * (11 of 44 MB at 100 000 demo products).
 * Anything that does not add up (truncation, a flipped bit, another format) is a `SnapshotError`.
 */
import { createHash, type Hash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { PackedStrings } from './sorted-keys';

/** Raised for a snapshot that cannot be trusted; the caller rebuilds from the JSON lines. */
export class SnapshotError extends Error {}

const MAGIC = Buffer.from('CATSNAP\0', 'latin1');
const HASH = 'sha1';
const HASH_BYTES = 20;
const ALIGN = 8;
/** magic, version (u32), padding (u32), body length (f64), body hash, padding to keep the body aligned. */
const HEADER_BYTES = Math.ceil((MAGIC.length + 4 + 4 + 8 + HASH_BYTES) / ALIGN) * ALIGN;
const PADDING = Buffer.alloc(ALIGN);

type ArrayKind = Uint8Array | Uint16Array | Uint32Array | Float32Array | Float64Array;

function bytesOf(values: ArrayKind): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

/** Collects a body in memory as a list of byte views (the typed arrays are not copied), then writes it. */
export class SnapshotWriter {
  private readonly parts: Buffer[] = [];
  private length = 0;
  private readonly hash: Hash = createHash(HASH);
  /** Each array written with its bytes, by the hash of those bytes: its number in write order and its bytes. */
  private readonly written = new Map<string, { index: number; bytes: Buffer }>();
  private arrays = 0;

  private push(part: Buffer): void {
    this.parts.push(part);
    this.hash.update(part);
    this.length += part.length;
  }

  number(value: number): void {
    const bytes = Buffer.allocUnsafe(8);
    bytes.writeDoubleLE(value, 0);
    this.push(bytes);
  }

  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.number(bytes.length);
    this.push(bytes);
  }

  /** Its length then its bytes; or, when the same bytes were written before, -1 minus their number. */
  array(values: ArrayKind): void {
    const bytes = bytesOf(values);
    const key = createHash(HASH).update(bytes).digest('base64');
    const earlier = this.written.get(key);
    if (earlier && earlier.bytes.equals(bytes)) {
      this.number(-1 - earlier.index);
      return;
    }
    if (!earlier) this.written.set(key, { index: this.arrays, bytes });
    this.arrays++;
    this.number(values.length);
    const gap = (ALIGN - (this.length % ALIGN)) % ALIGN;
    if (gap > 0) this.push(PADDING.subarray(0, gap));
    this.push(bytes);
  }

  /** Strings as their one UTF-8 block and an offset per string. */
  strings(values: PackedStrings): void {
    this.array(values.bytes);
    this.array(values.offsets);
  }

  /** Writes header and body to `path` (the caller renames it into place). */
  writeTo(path: string, version: number): void {
    const header = Buffer.alloc(HEADER_BYTES);
    MAGIC.copy(header, 0);
    header.writeUInt32LE(version, MAGIC.length);
    header.writeDoubleLE(this.length, MAGIC.length + 8);
    this.hash.digest().copy(header, MAGIC.length + 16);
    const fd = openSync(path, 'w');
    try {
      writeSync(fd, header);
      for (const part of this.parts) writeSync(fd, part);
    } finally {
      closeSync(fd);
    }
  }
}

/** Reads a body back in write order; arrays are views over the snapshot's buffer. */
export class SnapshotReader {
  private position = HEADER_BYTES;
  /** Where each array's bytes start and how many there are, in read order, for later references. */
  private readonly arrays: { at: number; byteLength: number }[] = [];

  private constructor(private readonly bytes: Buffer) {}

  /** Reads and checks the whole file: magic, version, length and hash. */
  static open(path: string, version: number): SnapshotReader {
    let bytes = readFileSync(path);
    if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new SnapshotError('not an index snapshot');
    const found = bytes.readUInt32LE(MAGIC.length);
    if (found !== version) throw new SnapshotError(`snapshot format ${found}, expected ${version}`);
    if (bytes.readDoubleLE(MAGIC.length + 8) !== bytes.length - HEADER_BYTES) throw new SnapshotError('snapshot truncated');
    const digest = createHash(HASH).update(bytes.subarray(HEADER_BYTES)).digest();
    if (!digest.equals(bytes.subarray(MAGIC.length + 16, MAGIC.length + 16 + HASH_BYTES))) throw new SnapshotError('snapshot checksum mismatch');
    // Views need their element size's alignment from the start of the ArrayBuffer.
    if (bytes.byteOffset % ALIGN !== 0) bytes = Buffer.from(bytes);
    return new SnapshotReader(bytes);
  }

  private take(length: number): number {
    const at = this.position;
    if (!Number.isInteger(length) || length < 0 || at + length > this.bytes.length) throw new SnapshotError('snapshot section out of bounds');
    this.position += length;
    return at;
  }

  number(): number {
    return this.bytes.readDoubleLE(this.take(8));
  }

  string(): string {
    const length = this.number();
    const at = this.take(length);
    return this.bytes.toString('utf8', at, at + length);
  }

  private array<T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, elementBytes: number): T {
    const length = this.number();
    let section: { at: number; byteLength: number } | undefined;
    if (length < 0) {
      section = this.arrays[-1 - length];
      if (!section || section.byteLength % elementBytes !== 0) throw new SnapshotError('snapshot array reference out of bounds');
    } else {
      this.take((ALIGN - (this.position % ALIGN)) % ALIGN);
      section = { at: this.take(length * elementBytes), byteLength: length * elementBytes };
      this.arrays.push(section);
    }
    return make(this.bytes.buffer as ArrayBuffer, this.bytes.byteOffset + section.at, section.byteLength / elementBytes);
  }

  /** Bytes as a Buffer view (packed keys decode from it). */
  buffer(): Buffer {
    return this.array((b, o, n) => Buffer.from(b, o, n), 1);
  }

  uint8Array(): Uint8Array {
    return this.array((b, o, n) => new Uint8Array(b, o, n), 1);
  }

  uint32Array(): Uint32Array {
    return this.array((b, o, n) => new Uint32Array(b, o, n), 4);
  }

  float64Array(): Float64Array {
    return this.array((b, o, n) => new Float64Array(b, o, n), 8);
  }

  strings(): PackedStrings {
    const bytes = this.buffer();
    const offsets = this.uint32Array();
    if (offsets.length === 0 || offsets[offsets.length - 1] > bytes.length) throw new SnapshotError('snapshot strings out of bounds');
    return new PackedStrings(bytes, offsets);
  }

  /** Throws unless every byte was read: a body longer than its sections is not this format. */
  end(): void {
    if (this.position !== this.bytes.length) throw new SnapshotError('snapshot has trailing bytes');
  }
}

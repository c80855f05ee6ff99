/**
 * The embedded engine's compact building blocks: packed sorted keys, flat postings, top-k page
 * selection and the JSON-lines file read and written a slice at a time. Each is checked against
 * the plain computation it replaces, over random inputs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { BitsetPool, countDocs, docIdsBetween, docIdsOf, emptyBitset, fromDocIds, fullBitset } from '@/lib/catalog/search/embedded/bitset';
import { readJsonLines, writeJsonLines } from '@/lib/catalog/search/embedded/json-lines-file';
import { fileSource } from '@/lib/catalog/search/embedded/source-store';
import { Postings } from '@/lib/catalog/search/embedded/postings';
import { PackedStrings, SortedKeys } from '@/lib/catalog/search/embedded/sorted-keys';
import { topRanked } from '@/lib/catalog/search/embedded/top-ranked';

const dir = mkdtempSync(join(tmpdir(), 'catalog-structures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sorted keys', () => {
  it('finds every packed value at its sorted position and answers -1 for the others', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ unit: 'grapheme' })), fc.string(), (raw, probe) => {
        const values = [...raw].sort();
        const keys = SortedKeys.fromSorted(values);
        expect(keys.length).toBe(values.length);
        values.forEach((value, i) => {
          expect(keys.get(i)).toBe(value);
          expect(keys.indexOf(value)).toBe(i);
        });
        expect(keys.indexOf(probe)).toBe(values.indexOf(probe));
      }),
    );
  });

  it('finds front-coded values sharing long prefixes across many blocks, and not their neighbours', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom('kaffee/espresso/', 'kaffee/', 'tee/grüntee/', 'zubehör/'), fc.string({ unit: 'grapheme', maxLength: 6 })), {
          minLength: 40,
          maxLength: 120,
          selector: ([prefix, rest]) => prefix + rest,
        }),
        (pairs) => {
          const values = pairs.map(([prefix, rest]) => prefix + rest).sort();
          const keys = SortedKeys.fromSorted(values);
          values.forEach((value, i) => {
            expect(keys.get(i)).toBe(value);
            expect(keys.indexOf(value)).toBe(i);
            const neighbour = `${value}\u0000`;
            expect(keys.indexOf(neighbour)).toBe(values.indexOf(neighbour));
          });
          expect(keys.bytes.length).toBeLessThan(Buffer.byteLength(values.join(''), 'utf8'));
        },
      ),
    );
  });
});

describe('packed strings', () => {
  it('answers every string in its place and tells the plain ASCII ones apart', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }))), (values) => {
        const packed = PackedStrings.of(values);
        expect(packed.length).toBe(values.length);
        values.forEach((value, i) => {
          expect(packed.get(i)).toBe(value);
          expect(packed.isAscii(i)).toBe(/^[\x00-\x7f]*$/.test(value));
        });
      }),
    );
  });
});

describe('postings', () => {
  const size = 200;
  const posting = fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { minLength: 1 }).map((docs) => docs.sort((a, b) => a - b));

  it('adds, counts and tests each value’s documents the same whether held as a list or a bitset', () => {
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 8 }), fc.uniqueArray(fc.integer({ min: 0, max: size - 1 })), (lists, withinDocs) => {
        const postings = Postings.collect(size, lists.map((docs) => (docs.length === 1 ? docs[0] : docs)));
        const within = fromDocIds(size, withinDocs);
        lists.forEach((docs, value) => {
          const target = emptyBitset(size);
          postings.addTo(target, value);
          expect(Array.from(docIdsOf(target))).toEqual(docs);
          const shared = docs.filter((doc) => withinDocs.includes(doc)).length;
          expect(postings.countWithin(within, value)).toBe(shared);
          expect(postings.anyWithin(within, value)).toBe(shared > 0);
        });
      }),
    );
  });
});

describe('bitset pool', () => {
  it('hands the same sets to the next query, each empty, full or a copy as asked', () => {
    const pool = new BitsetPool(70);
    const first = pool.empty();
    first.fill(0xffffffff);
    const second = pool.full();
    pool.reset();
    const again = pool.empty();
    expect(again).toBe(first);
    expect(countDocs(again)).toBe(0);
    const full = pool.full();
    expect(full).toBe(second);
    expect(Array.from(full)).toEqual(Array.from(fullBitset(70)));
    const copy = pool.copy(fromDocIds(70, [3, 69]));
    expect(Array.from(docIdsOf(copy))).toEqual([3, 69]);
  });

  it('keeps at most 32 sets: a query taking more gets fresh ones that are not handed out again', () => {
    const pool = new BitsetPool(10);
    const taken = Array.from({ length: 40 }, () => pool.empty());
    expect(new Set(taken).size).toBe(40);
    pool.reset();
    const next = Array.from({ length: 40 }, () => pool.empty());
    expect(next.slice(0, 32)).toEqual(taken.slice(0, 32));
    next.slice(0, 32).forEach((bits, i) => expect(bits).toBe(taken[i]));
    next.slice(32).forEach((bits) => expect(taken).not.toContain(bits));
  });
});

describe('pages of a hit set', () => {
  const size = 300;
  const hits = fc.uniqueArray(fc.integer({ min: 0, max: size - 1 })).map((docs) => docs.sort((a, b) => a - b));

  it('answers the same first documents as sorting them all', () => {
    fc.assert(
      fc.property(hits, fc.array(fc.integer({ min: 0, max: 50 }), { minLength: size, maxLength: size }), fc.nat({ max: 60 }), (docs, scores, count) => {
        const order = (a: number, b: number) => scores[b] - scores[a] || a - b;
        expect(topRanked(fromDocIds(size, docs), docs.length, count, order)).toEqual([...docs].sort(order).slice(0, count));
      }),
    );
  });

  it('answers the documents numbered from .. wanted in ascending order', () => {
    fc.assert(
      fc.property(hits, fc.nat({ max: 320 }), fc.nat({ max: 320 }), (docs, from, wanted) => {
        expect(docIdsBetween(fromDocIds(size, docs), from, wanted)).toEqual(docs.slice(from, Math.max(from, wanted)));
      }),
    );
  });
});

describe('JSON-lines file', () => {
  it('reads back every written document with the byte offset of each line', () => {
    const path = join(dir, 'roundtrip.jsonl');
    // Lines longer than the one-megabyte read slice and multi-byte text cross slice boundaries.
    const documents = [{ id: 1, name: 'Kaffeemühle' }, { id: 2, text: 'ä'.repeat(700_000) }, { id: 3 }, { id: 4, text: 'x'.repeat(1_500_000) }];
    const offsets = writeJsonLines(path, documents);
    const read: unknown[] = [];
    expect(Array.from(readJsonLines(path, (doc) => read.push(doc)))).toEqual(Array.from(offsets));
    expect(read).toEqual(documents);
    const bytes = readFileSync(path);
    expect(JSON.parse(bytes.toString('utf8', offsets[2], offsets[3] - 1))).toEqual({ id: 3 });
    expect(offsets[documents.length]).toBe(bytes.length);
  });

  it('reads an empty file as no documents', () => {
    const path = join(dir, 'empty.jsonl');
    writeFileSync(path, '');
    expect(Array.from(readJsonLines(path, () => { throw new Error('no document expected'); }))).toEqual([0]);
  });
});

describe('documents read from the file per hit', () => {
  it('reads each line whole in any order, longer and shorter than the read buffer, as a fresh object', () => {
    const path = join(dir, 'source.jsonl');
    const documents = [{ id: 1, name: 'Kaffeemühle' }, { id: 2, text: 'ä'.repeat(40_000) }, { id: 3 }, { id: 4, text: 'x'.repeat(70_000) }, { id: 5, name: 'Tee' }];
    const source = fileSource(path, writeJsonLines(path, documents));
    for (const doc of [4, 0, 1, 3, 2, 1, 4]) expect(source.get(doc)).toEqual(documents[doc]);
    const read = source.get(0);
    read.name = 'changed';
    expect(source.get(0)).toEqual(documents[0]);
    source.close();
  });
});

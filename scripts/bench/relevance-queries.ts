/**
 * The judged query set of `bench:relevance` (issue 19), written from the catalogue itself so it
 * follows the demo data: for every category with products its name, the words of it, their
 * compound tails, plural/singular, umlaut transliterations and a typo (relevant: the category's
 * products); for sampled products the brand with the product-type word, the model, the full name
 * and a typo in it (relevant: the products answering all of it); and nonsense (relevant: none).
 */
import type { IndexDocuments } from '@/lib/catalog/search';
import type { AnalysisLanguage } from '@/lib/catalog/search/analysis';

export interface JudgedQuery {
  query: string;
  kind: string;
  relevant: Set<number>;
}

interface ProductDoc {
  id: number;
  name: string;
  visibility: number;
  status?: number;
  category_ids?: unknown[];
}

interface CategoryDoc {
  id: number;
  name: string;
  parent_id?: number;
  level?: number;
}

const NONSENSE = ['xqzv', 'blorptangle', 'zzyzx 42', 'qwertz asdf', 'fnord'];

function transliterate(text: string): string {
  return text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue');
}

/** Two inner letters swapped in the longest word (a typo a shopper makes). */
function typo(text: string): string | null {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 6) return null;
  const i = Math.floor(longest.length / 2);
  const swapped = longest.slice(0, i) + longest[i + 1] + longest[i] + longest.slice(i + 2);
  return words.map((w) => (w === longest ? swapped : w)).join(' ');
}

/** Singular ↔ plural the way a shopper of the store's language varies it. */
function otherNumber(word: string, language: AnalysisLanguage): string {
  switch (language) {
    case 'it':
      // caffè and other words ending in an accented vowel do not change.
      if (/o$/.test(word)) return `${word.slice(0, -1)}i`;
      if (/a$/.test(word)) return `${word.slice(0, -1)}e`;
      if (/[ie]$/.test(word)) return `${word.slice(0, -1)}${word.endsWith('i') ? 'o' : 'i'}`;
      return word;
    case 'en':
      if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
      if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
      return /(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`;
    default:
      if (/en$/.test(word)) return word.slice(0, -2);
      if (/[^e]n$/.test(word) || /s$/.test(word)) return word.slice(0, -1);
      return /e$/.test(word) ? `${word}n` : `${word}en`;
  }
}

/**
 * Trailing pieces of a long word that start with a word of its own (`Kaffeevollautomaten` →
 * vollautomaten): where a piece starts is read off the language file's compound parts and the
 * catalogue's other words, as a shopper knows where the words of a compound meet.
 */
function tails(word: string, words: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let start = 3; start <= word.length - 5; start++) {
    const tail = word.slice(start);
    if ([...words].some((w) => w.length >= 4 && tail.startsWith(w))) out.push(tail);
  }
  return out;
}

export function judgedQueries(
  documents: IndexDocuments,
  perStore: number,
  compoundParts: readonly string[],
  language: AnalysisLanguage = 'de',
): JudgedQuery[] {
  const products = (documents.product ?? []) as unknown as ProductDoc[];
  const categories = (documents.category ?? []) as unknown as CategoryDoc[];
  const visible = products.filter((p) => p.visibility !== 1 && (p.status ?? 1) === 1);
  const byCategory = new Map<number, Set<number>>();
  const childrenOf = new Map<number, number[]>();
  for (const c of categories) if (c.parent_id !== undefined) childrenOf.set(c.parent_id, [...(childrenOf.get(c.parent_id) ?? []), c.id]);
  const within = (id: number): number[] => [id, ...(childrenOf.get(id) ?? []).flatMap(within)];
  for (const c of categories) {
    const ids = new Set(within(c.id));
    byCategory.set(c.id, new Set(visible.filter((p) => (p.category_ids ?? []).some((x) => ids.has(Number(x)))).map((p) => p.id)));
  }
  const vocabulary = new Set([
    ...compoundParts.map((w) => w.toLowerCase()),
    ...visible.flatMap((p) => p.name.toLowerCase().split(/[^\p{L}]+/u)),
  ]);
  const queries: JudgedQuery[] = [];
  const seen = new Set<string>();
  const add = (query: string, kind: string, relevant: Set<number>) => {
    const key = query.toLowerCase().trim();
    if (key.length < 3 || seen.has(key)) return;
    seen.add(key);
    queries.push({ query, kind, relevant });
  };
  // Category words: only categories that name a kind of product (not Sale, New, Archive…).
  for (const c of categories) {
    const relevant = byCategory.get(c.id) ?? new Set();
    if (relevant.size === 0 || (c.level ?? 2) < 2 || relevant.size > visible.length / 2) continue;
    add(c.name, 'category', relevant);
    add(transliterate(c.name), 'transliteration', relevant);
    const t = typo(c.name);
    if (t) add(t, 'typo', relevant);
    for (const word of c.name.split(/[\s&,-]+/).filter((w) => w.length >= 4)) {
      add(word.toLowerCase(), 'category word', relevant);
      add(otherNumber(word.toLowerCase(), language), 'plural/singular', relevant);
      const [tail] = tails(word.toLowerCase(), vocabulary);
      if (tail) add(tail, 'compound tail', relevant);
    }
  }
  // Product words, round-robin over products until the set is large enough.
  const nameWords = (p: ProductDoc) => p.name.split(/[\s–,]+/).filter((w) => w.length > 0);
  const matchingAll = (words: string[]) =>
    new Set(visible.filter((p) => words.every((w) => nameWords(p).some((n) => n.toLowerCase() === w.toLowerCase()))).map((p) => p.id));
  for (let i = 0; queries.length < perStore - NONSENSE.length && i < visible.length; i++) {
    const p = visible[(i * 7) % visible.length];
    const words = nameWords(p);
    const last = words[words.length - 1];
    add(`${words[0]} ${last}`, 'brand + type', matchingAll([words[0], last]));
    add(words.slice(1, 3).join(' '), 'model', matchingAll(words.slice(1, 3)));
    const sameName = new Set(visible.filter((other) => other.name === p.name).map((other) => other.id));
    add(p.name, 'full name', sameName);
    const t = typo(p.name);
    if (t) add(t, 'typo', sameName);
    add(transliterate(p.name), 'transliteration', sameName);
  }
  for (const query of NONSENSE) add(query, 'nonsense', new Set());
  return queries;
}

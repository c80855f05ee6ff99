/**
 * The ICU message subset the shop's catalogues use, formatted in the browser without a message
 * parser library (ADR 0011): plain text, `{name}` and `{name, number}` arguments and `{name, plural,
 * =0 {…} one {…} other {…}}` with `#` for the formatted number, plus ICU's apostrophe quoting. It renders exactly
 * what next-intl renders on the server (tests/unit/i18n compares every client message of every
 * locale); a message using anything else is an error the test names.
 */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'argument'; name: string; number?: true }
  | { kind: 'number' }
  | { kind: 'plural'; name: string; cases: Map<string, Part[]> };

export class UnsupportedMessage extends Error {
  constructor(message: string, reason: string) {
    super(`unsupported message syntax (${reason}): ${message}`);
    this.name = 'UnsupportedMessage';
  }
}

class Reader {
  position = 0;
  constructor(readonly source: string) {}

  parts(inPlural: boolean, closing: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position];
      if (char === "'") {
        text += this.quoted(inPlural);
      } else if (char === '{') {
        flush();
        parts.push(this.placeholder());
      } else if (char === '}') {
        if (!closing) throw new UnsupportedMessage(this.source, 'unbalanced }');
        flush();
        return parts;
      } else if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'number' });
        this.position += 1;
      } else {
        text += char;
        this.position += 1;
      }
    }
    if (closing) throw new UnsupportedMessage(this.source, 'unclosed {');
    flush();
    return parts;
  }

  /** ICU quoting: `''` is one apostrophe; `'` before a syntax character quotes up to the next `'`. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      const end = this.source.indexOf("'", this.position + 1);
      const stop = end === -1 ? this.source.length : end;
      const literal = this.source.slice(this.position + 1, stop).replaceAll("''", "'");
      this.position = stop + 1;
      return literal;
    }
    this.position += 1;
    return "'";
  }

  private placeholder(): Part {
    const close = this.source.indexOf('}', this.position);
    const comma = this.source.indexOf(',', this.position);
    if (close === -1) throw new UnsupportedMessage(this.source, 'unclosed {');
    if (comma === -1 || comma > close) {
      const name = this.source.slice(this.position + 1, close).trim();
      if (!/^[\w.-]+$/.test(name)) throw new UnsupportedMessage(this.source, `argument "${name}"`);
      this.position = close + 1;
      return { kind: 'argument', name };
    }
    const name = this.source.slice(this.position + 1, comma).trim();
    // `{beans, number}`: a count in the locale's number format (`10.185 Bohnen`), as next-intl prints it.
    if (this.source.slice(comma + 1, close).trim() === 'number' && /^[\w.-]+$/.test(name)) {
      this.position = close + 1;
      return { kind: 'argument', name, number: true };
    }
    const typeEnd = this.source.indexOf(',', comma + 1);
    const type = typeEnd === -1 ? '' : this.source.slice(comma + 1, typeEnd).trim();
    if (type !== 'plural') throw new UnsupportedMessage(this.source, `argument type "${type || this.source.slice(comma + 1, close).trim()}"`);
    this.position = typeEnd + 1;
    const cases = new Map<string, Part[]>();
    for (;;) {
      this.skipSpace();
      if (this.source[this.position] === '}') {
        this.position += 1;
        break;
      }
      const open = this.source.indexOf('{', this.position);
      if (open === -1) throw new UnsupportedMessage(this.source, 'plural case without {');
      const selector = this.source.slice(this.position, open).trim();
      if (!/^(=\d+|zero|one|two|few|many|other)$/.test(selector)) throw new UnsupportedMessage(this.source, `plural selector "${selector}"`);
      this.position = open + 1;
      cases.set(selector, this.parts(true, true));
      this.position += 1;
    }
    if (!cases.has('other')) throw new UnsupportedMessage(this.source, 'plural without other');
    return { kind: 'plural', name, cases };
  }

  private skipSpace(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }
}

const parsed = new Map<string, Part[]>();

function partsOf(message: string): Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    parts = new Reader(message).parts(false, false);
    parsed.set(message, parts);
  }
  return parts;
}

/** Throws `UnsupportedMessage` when a message uses syntax outside the subset. */
export function checkMessageSyntax(message: string): void {
  partsOf(message);
}

/** One number format and plural rule set per locale: 40 tiles' review counts must not build 80 `Intl` objects. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Whole numbers below this print the same in every locale the shop has (no group separator yet),
 * and in English, German, Dutch and Italian a whole number is `one` exactly when it is ±1 (CLDR).
 * Review counts, the only plural on catalogue pages, thus never build an `Intl` object: the first one
 * costs ~20 ms of ICU loading on the main thread (~85 ms on a phone 4× slower), on every landing page.
 */
const PLAIN_INTEGER_LIMIT = 1000;
const ONE_IS_ONLY_ONE_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'nl', 'it']);

/** `#` in a plural case: the count in the locale's number format. */
export function formatCount(value: number, locale: string): string {
  if (Number.isInteger(value) && Math.abs(value) < PLAIN_INTEGER_LIMIT) return String(value);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** The CLDR plural category of `count` in `locale`. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  if (Number.isInteger(count) && ONE_IS_ONLY_ONE_LANGUAGES.has(locale.split('-')[0])) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function render(parts: Part[], locale: string, values: MessageValues, plural: number | null): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'number') out += plural === null ? '#' : formatCount(plural, locale);
    else if (part.kind === 'argument') {
      const value = values[part.name];
      out += value === null || value === undefined ? '' : part.number ? formatCount(Number(value), locale) : String(value);
    } else {
      const count = Number(values[part.name]);
      const chosen = part.cases.get(`=${count}`) ?? part.cases.get(pluralCategory(count, locale)) ?? part.cases.get('other')!;
      out += render(chosen, locale, values, count);
    }
  }
  return out;
}

/** A catalogue message with its values, in the given locale's plural rules and number format. */
export function formatMessage(message: string, locale: string, values: MessageValues = {}): string {
  return render(partsOf(message), locale, values, null);
}

/**
 * A small, forgiving reader for the markup the catalogue carries: CMS HTML (pages and blocks) and
 * the XML-like `header_navigation` block. It turns text into a tree of elements and text nodes and
 * never executes or resolves anything; what may be shown is decided by the sanitiser afterwards.
 */

export interface MarkupElement {
  type: 'element';
  /** Lower-cased tag name. */
  name: string;
  /** Lower-cased attribute names → decoded values. */
  attributes: Record<string, string>;
  children: MarkupNode[];
}
export interface MarkupText {
  type: 'text';
  /** Decoded text (entities resolved); escaping is the renderer's job. */
  value: string;
}
export type MarkupNode = MarkupElement | MarkupText;

/** HTML elements that never have content or an end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is raw text up to their end tag (never markup). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad', ndash: '–', mdash: '—',
  hellip: '…', euro: '€', copy: '©', reg: '®', trade: '™', laquo: '«', raquo: '»', bdquo: '„', ldquo: '“', rdquo: '”',
  lsquo: '‘', rsquo: '’', auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß', middot: '·', times: '×',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value written into HTML: the inverse of `decodeEntities`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Whether an element is written without content or end tag (`<br>`, `<img>`). */
export function isVoidElement(name: string): boolean {
  return VOID_ELEMENTS.has(name);
}

/** Resolves character references; unknown or invalid ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid = Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;

/**
 * Reads markup into a tree. Unclosed elements close at their parent's end; stray end tags are
 * ignored; comments, doctypes and processing instructions are dropped.
 */
export function parseMarkup(source: string): MarkupNode[] {
  const root: MarkupElement = { type: 'element', name: '#root', attributes: {}, children: [] };
  const open: MarkupElement[] = [root];
  const current = () => open[open.length - 1];
  const pushText = (value: string) => {
    if (value === '') return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.value += value;
    else siblings.push({ type: 'text', value });
  };

  let at = 0;
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    if (lt === -1) {
      pushText(decodeEntities(source.slice(at)));
      break;
    }
    pushText(decodeEntities(source.slice(at, lt)));
    at = lt;
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at + 4);
      at = end === -1 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<!', at) || source.startsWith('<?', at)) {
      const end = source.indexOf('>', at);
      at = end === -1 ? source.length : end + 1;
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(source);
    if (!tag) {
      pushText('<');
      at += 1;
      continue;
    }
    at = TAG.lastIndex;
    const [, closing, rawName, rest] = tag;
    const name = rawName.toLowerCase();
    if (closing) {
      const index = open.map((e) => e.name).lastIndexOf(name);
      if (index > 0) open.length = index;
      continue;
    }
    const element: MarkupElement = { type: 'element', name, attributes: readAttributes(rest.replace(/\/\s*$/, '')), children: [] };
    current().children.push(element);
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = source.toLowerCase().indexOf(`</${name}`, at);
      const stop = end === -1 ? source.length : end;
      element.children.push({ type: 'text', value: source.slice(at, stop) });
      const close = end === -1 ? -1 : source.indexOf('>', end);
      at = close === -1 ? source.length : close + 1;
      continue;
    }
    const selfClosing = /\/\s*$/.test(rest);
    if (!selfClosing && !VOID_ELEMENTS.has(name)) open.push(element);
  }
  return root.children;
}

/** The text of a subtree, as a reader would see it. */
export function textOf(nodes: readonly MarkupNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : textOf(node.children))).join('');
}

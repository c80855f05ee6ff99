import { sanitizeCmsHtml, type CmsNode } from '@/lib/cms';

const site = { hosts: ['de.localhost', 'www.kaffee-shop.de'], prefix: null };
const prefixedSite = { hosts: ['localhost'], prefix: '/de' };

function links(nodes: CmsNode[]): Array<{ kind: string; href: string }> {
  return nodes.flatMap((node) => {
    if (node.type === 'text') return [];
    const own = node.type === 'link' ? [{ kind: node.target.kind, href: node.target.href }] : [];
    return [...own, ...links(node.children)];
  });
}

function serialize(nodes: CmsNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      const name = node.type === 'link' ? 'a' : node.name;
      const attrs = Object.entries(node.attributes).map(([k, v]) => ` ${k}="${v}"`).join('');
      return `<${name}${attrs}>${serialize(node.children)}</${name}>`;
    })
    .join('');
}

describe('sanitising CMS HTML', () => {
  it('drops scripts, styles and iframes with their content', () => {
    const html = '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil"></iframe><p>there</p>';
    expect(serialize(sanitizeCmsHtml(html, site))).toBe('<p>Hi</p><p>there</p>');
  });

  it('drops event handlers and inline styles but keeps allowed attributes', () => {
    const html = '<p class="lead" onclick="steal()" style="color:red" id="intro">Text</p>';
    expect(serialize(sanitizeCmsHtml(html, site))).toBe('<p class="lead" id="intro">Text</p>');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(serialize(sanitizeCmsHtml('<blink><b>bold</b> text</blink>', site))).toBe('<b>bold</b> text');
  });

  it('refuses javascript:, data: and obfuscated script links, keeping the link text', () => {
    const html = '<a href="javascript:alert(1)">a</a><a href="java\tscript:alert(1)">b</a><a href="data:text/html,x">c</a>';
    const nodes = sanitizeCmsHtml(html, site);
    expect(links(nodes)).toEqual([]);
    expect(serialize(nodes)).toBe('abc');
  });

  it('drops images whose source is not http(s) or relative', () => {
    const html = '<img src="javascript:x"><img src="/catalog/a.svg" alt="A" onerror="x()">';
    expect(serialize(sanitizeCmsHtml(html, site))).toBe('<img src="/catalog/a.svg" alt="A"></img>');
  });

  it('marks same-site links as in-app links, relative or absolute to a shop host', () => {
    const html = '<a href="/c/kaffee">a</a><a href="about-us">b</a><a href="https://www.kaffee-shop.de/sale?x=1#top">c</a>';
    expect(links(sanitizeCmsHtml(html, site))).toEqual([
      { kind: 'internal', href: '/c/kaffee' },
      { kind: 'internal', href: '/about-us' },
      { kind: 'internal', href: '/sale?x=1#top' },
    ]);
  });

  it('prefixes store-relative links in a prefixed store view', () => {
    expect(links(sanitizeCmsHtml('<a href="/c/kaffee">a</a>', prefixedSite))).toEqual([{ kind: 'internal', href: '/de/c/kaffee' }]);
  });

  it('leaves external, mail and phone links alone', () => {
    const html = '<a href="https://example.com/x" target="_blank">e</a><a href="mailto:service@kaffee-shop.de">m</a><a href="tel:+49401234560">t</a>';
    const nodes = sanitizeCmsHtml(html, site);
    expect(links(nodes)).toEqual([
      { kind: 'external', href: 'https://example.com/x' },
      { kind: 'mail', href: 'mailto:service@kaffee-shop.de' },
      { kind: 'phone', href: 'tel:+49401234560' },
    ]);
    expect(serialize(nodes)).toContain('rel="noopener noreferrer"');
  });

  it('decodes entities once, so text is not escaped twice', () => {
    const [node] = sanitizeCmsHtml('<p>Caf&eacute; &amp; Kaffee &lt;3 &#8364;</p>', site);
    expect(node.type === 'element' && node.children[0]).toEqual({ type: 'text', value: 'Caf&eacute; & Kaffee <3 €' });
  });

  it('survives unclosed and stray tags without losing text', () => {
    expect(serialize(sanitizeCmsHtml('<div><p>one<p>two</div></span>three', site))).toBe('<div><p>one<p>two</p></p></div>three');
  });
});

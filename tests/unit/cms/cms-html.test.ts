/**
 * CMS content written back as HTML (`cmsHtml`, drawn by `CmsContent` as inner HTML): what the
 * sanitiser kept, escaped once, and nothing it dropped.
 */
import { cmsHtml, sanitizeCmsHtml } from '@/lib/cms';

const site = { hosts: ['de.localhost'], prefix: '/de' };
const written = (html: string, options?: { demoteH1?: boolean }) => cmsHtml(sanitizeCmsHtml(html, site), options);

describe('CMS content as HTML', () => {
  it('writes kept elements, attributes and links, and leaves out what the sanitiser dropped', () => {
    expect(written('<p class="lead" onclick="x()">Hi <a href="/c/kaffee" title="Kaffee">coffee</a></p><script>alert(1)</script>')).toBe(
      '<p class="lead">Hi <a href="/de/c/kaffee" title="Kaffee">coffee</a></p>',
    );
    expect(written('<a href="https://example.com/x" target="_blank">e</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">e</a>');
  });

  it('escapes text and attribute values once, so decoded entities and quotes cannot open markup', () => {
    expect(written('<p title="a &quot;b&quot; &lt;c&gt;">Caf&eacute; &amp; Kaffee &lt;script&gt; &#8364;</p>')).toBe(
      '<p title="a &quot;b&quot; &lt;c&gt;">Caf&amp;eacute; &amp; Kaffee &lt;script&gt; €</p>',
    );
  });

  it('writes void elements without an end tag and images lazy, with an alt', () => {
    expect(written('one<br>two<hr><img src="/catalog/a.svg" width="10">')).toBe(
      'one<br>two<hr><img src="/catalog/a.svg" width="10" loading="lazy" decoding="async" alt="">',
    );
  });

  it('demotes the content h1 to h2 when the page has its own, at any depth', () => {
    expect(written('<h1>A</h1><div><h1 id="b">B</h1></div>', { demoteH1: true })).toBe('<h2>A</h2><div><h2 id="b">B</h2></div>');
    expect(written('<h1>A</h1>')).toBe('<h1>A</h1>');
  });

  it('reads back as the tree it was written from', () => {
    const html = '<section><h2>Title</h2><ul><li><a href="/sale">Sale &amp; more</a></li></ul><table><tr><td colspan="2">x</td></tr></table></section>';
    const tree = sanitizeCmsHtml(html, site);
    expect(sanitizeCmsHtml(cmsHtml(tree), { ...site, prefix: null })).toEqual(tree);
  });
});

/** @jest-environment node */
/** `StaticMarkup` on the server: the element is drawn with its children (the markup the browser keeps). */
import { renderToString } from 'react-dom/server';
import { StaticMarkup } from '@/components/ui/StaticMarkup';

describe('StaticMarkup on the server', () => {
  it('draws the element with its class and children', () => {
    const html = renderToString(
      <StaticMarkup as="ul" className="menu" drawnFrom={[]}>
        <li>
          <a href="/kaffee">Kaffee</a>
        </li>
      </StaticMarkup>,
    );
    expect(html).toBe('<ul class="menu"><li><a href="/kaffee">Kaffee</a></li></ul>');
  });
});

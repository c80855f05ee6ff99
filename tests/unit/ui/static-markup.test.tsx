/** @jest-environment jsdom */
/**
 * `StaticMarkup` in the browser: while the page hydrates, the server's markup is adopted as it is
 * (its nodes kept, nothing below it rendered, no hydration error); it is drawn afresh once what it
 * was drawn from changes, and drawn in full when it mounts in the browser.
 */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { StaticMarkup } from '@/components/ui/StaticMarkup';

// Tells React these renders run inside `act` (Testing Library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendersOfBody = jest.fn();

function Body({ name }: { name: string }) {
  rendersOfBody(name);
  return (
    <>
      <h3>
        <a href={`/p/${name}`}>{name}</a>
      </h3>
      <p>in stock</p>
    </>
  );
}

function Tile({ product }: { product: { name: string } }) {
  return (
    <article>
      <StaticMarkup as="div" className="body" drawnFrom={[product]}>
        <Body name={product.name} />
      </StaticMarkup>
      <button type="button">♡</button>
    </article>
  );
}

/** The markup the server draws: the same tree drawn in full (a browser mount draws it so too). */
async function serverHtml(element: React.ReactNode): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(element));
  const html = container.innerHTML;
  await act(async () => root.unmount());
  return html;
}

let container: HTMLDivElement;
let root: Root | null;
const recoverableErrors = jest.fn();

beforeEach(() => {
  rendersOfBody.mockClear();
  recoverableErrors.mockClear();
  container = document.createElement('div');
  document.body.append(container);
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

async function hydrate(element: React.ReactNode) {
  container.innerHTML = await serverHtml(element);
  rendersOfBody.mockClear();
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverableErrors });
  });
}

describe('StaticMarkup', () => {
  const espresso = { name: 'Espresso' };

  it('draws its children when it mounts in the browser', async () => {
    expect(await serverHtml(<Tile product={espresso} />)).toBe(
      '<article><div class="body"><h3><a href="/p/Espresso">Espresso</a></h3><p>in stock</p></div><button type="button">♡</button></article>',
    );
    expect(rendersOfBody).toHaveBeenCalledTimes(1);
  });

  it('keeps the server markup while hydrating: the same nodes, nothing rendered below it, no hydration error', async () => {
    const html = await serverHtml(<Tile product={espresso} />);
    container.innerHTML = html;
    const link = container.querySelector('a');
    rendersOfBody.mockClear();
    await act(async () => {
      root = hydrateRoot(container, <Tile product={espresso} />, { onRecoverableError: recoverableErrors });
    });
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('a')).toBe(link);
    expect(rendersOfBody).not.toHaveBeenCalled();
    expect(recoverableErrors).not.toHaveBeenCalled();
  });

  it('stays kept when its parent renders again from the same values', async () => {
    await hydrate(<Tile product={espresso} />);
    const link = container.querySelector('a');
    await act(async () => root!.render(<Tile product={espresso} />));
    expect(container.querySelector('a')).toBe(link);
    expect(rendersOfBody).not.toHaveBeenCalled();
  });

  it('draws fresh markup in place of the kept one once what it was drawn from changes', async () => {
    await hydrate(<Tile product={espresso} />);
    await act(async () => root!.render(<Tile product={{ name: 'Lungo' }} />));
    expect(container.innerHTML).toBe(
      '<article><div class="body"><h3><a href="/p/Lungo">Lungo</a></h3><p>in stock</p></div><button type="button">♡</button></article>',
    );
    expect(rendersOfBody).toHaveBeenCalledWith('Lungo');
  });

  it('stays drawn when the values it was kept for come back', async () => {
    await hydrate(<Tile product={espresso} />);
    await act(async () => root!.render(<Tile product={{ name: 'Lungo' }} />));
    await act(async () => root!.render(<Tile product={espresso} />));
    expect(container.querySelector('a')?.textContent).toBe('Espresso');
  });

  it("keeps the element's own attributes, kept and drawn alike (a labelled nav, a banner's role and test id)", async () => {
    const trail = (last: string) => (
      <StaticMarkup as="nav" className="crumbs" aria-label="Breadcrumbs" role="navigation" data-testid="trail" drawnFrom={[last]}>
        <Body name={last} />
      </StaticMarkup>
    );
    const html = await serverHtml(trail('Espresso'));
    expect(html).toBe('<nav class="crumbs" aria-label="Breadcrumbs" role="navigation" data-testid="trail"><h3><a href="/p/Espresso">Espresso</a></h3><p>in stock</p></nav>');
    await hydrate(trail('Espresso'));
    expect(container.innerHTML).toBe(html);
    expect(rendersOfBody).not.toHaveBeenCalled();
    expect(recoverableErrors).not.toHaveBeenCalled();
    await act(async () => root!.render(trail('Lungo')));
    const nav = container.querySelector('nav');
    expect([nav?.getAttribute('aria-label'), nav?.getAttribute('role'), nav?.getAttribute('data-testid'), nav?.textContent]).toEqual(['Breadcrumbs', 'navigation', 'trail', 'Lungoin stock']);
  });

  it('moves focus inside the kept markup to the same place in the fresh markup', async () => {
    await hydrate(<Tile product={espresso} />);
    container.querySelector('a')!.focus();
    await act(async () => root!.render(<Tile product={{ name: 'Lungo' }} />));
    expect(document.activeElement).toBe(container.querySelector('a[href="/p/Lungo"]'));
  });
});

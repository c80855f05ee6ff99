'use client';
/**
 * Markup the browser keeps as the server drew it (issue 12 "hydrate non-interactive parts lazily",
 * ADR 0030): on the server the element is drawn with its children; while the page hydrates, the
 * browser renders the same element with an empty `dangerouslySetInnerHTML`, so React adopts the
 * server's DOM below it as it is and creates no component, element or text for it — a category
 * page's 40 tile bodies, its filter panel, the menu's tree and the footer are links and text that
 * need no script. Children are only drawn in the browser when the element mounts there (a client
 * navigation, a finder's results) or when `drawnFrom` no longer holds the values it was kept for
 * (a customer's prices, a product put on the wishlist): then a fresh element replaces the kept one,
 * and focus inside the kept one moves to the element at the same place in the fresh one (a heart
 * pressed from the keyboard keeps the focus).
 *
 * What goes inside must need no React of its own: links, text, images, forms without handlers,
 * behaviour attached to the DOM by a sibling island (`MenuEnhancer`), buttons whose clicks the
 * element's own `onClick` takes (a tile's wishlist and compare toggles). Pass children as a component
 * element (`<TileBody … />`), so a kept part does not even build its element tree.
 */
import { useCallback, useRef, useState, useSyncExternalStore, type HTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';

/** The element types a kept part is drawn as (each keeps its CSS class and place in the layout). */
type StaticTag = 'div' | 'ul' | 'nav' | 'section' | 'footer';

const ADOPT_SERVER_DOM = { __html: '' };
const subscribeNever = () => () => {};
const noSnapshot = () => null;

/**
 * Whether this render hydrates the server's HTML: React reads a store's server snapshot only on the
 * server and while hydrating (react.dev, `useSyncExternalStore`), and both snapshots are the same
 * value, so nothing re-renders afterwards.
 */
function useHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(subscribeNever, noSnapshot, () => {
    hydrating = typeof window !== 'undefined';
    return null;
  });
  return hydrating;
}

/** The child indexes leading from `root` to `target`, or null when `target` is not inside it. */
function pathWithin(root: Element, target: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = target; node !== root; node = node.parentElement) {
    if (node === null || node.parentElement === null) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/** The element's own attributes, kept and drawn alike (`aria-label` of a `nav`, `role`, `data-testid`…). */
type ElementAttributes = Pick<HTMLAttributes<HTMLElement>, 'id' | 'role' | 'aria-label' | 'aria-labelledby'> & { 'data-testid'?: string };

export interface StaticMarkupProps extends ElementAttributes {
  as: StaticTag;
  className?: string;
  /** What the children are drawn from (like a hook's dependencies): kept server markup is dropped for fresh markup once one of them changes. */
  drawnFrom: readonly unknown[];
  /** Clicks inside, kept or drawn alike (buttons kept as markup have no handler of their own). */
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

export function StaticMarkup({ as: Tag, drawnFrom, onClick, children, ...attributes }: StaticMarkupProps) {
  const hydrating = useHydrating();
  const [keptFor, dropKept] = useState(() => (hydrating ? drawnFrom : null));
  const keep = keptFor !== null && sameValues(keptFor, drawnFrom);
  // Once drawn afresh, always drawn: the server's markup is gone even if the values come back.
  if (keptFor !== null && !keep) dropKept(null);
  const focusPath = useRef<number[] | null>(null);
  // Detached (cleanup) while the kept element is still in the document, attached once the fresh one is.
  const kept = useCallback((element: HTMLElement | null) => () => {
    if (element) focusPath.current = pathWithin(element, document.activeElement);
  }, []);
  const drawn = useCallback((element: HTMLElement | null) => {
    const path = focusPath.current;
    focusPath.current = null;
    if (element === null || path === null) return;
    const target = path.reduce<Element | undefined>((node, index) => node?.children[index], element);
    if (target instanceof HTMLElement) target.focus();
  }, []);
  if (keep) {
    return (
      <Tag key="kept" ref={kept} {...attributes} onClick={onClick} dangerouslySetInnerHTML={ADOPT_SERVER_DOM} suppressHydrationWarning />
    );
  }
  return (
    <Tag key="drawn" ref={drawn} {...attributes} onClick={onClick}>
      {children}
    </Tag>
  );
}

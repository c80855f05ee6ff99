'use client';
/**
 * Markup the browser keeps as the server drew it (issue 12 "hydrate non-interactive parts lazily",
 * ADR 0030): on the server the element is drawn with its children; while the page hydrates, the
 * browser renders the same element with an empty `dangerouslySetInnerHTML`, so React adopts the
 * server's DOM below it as it is and creates no component, element or text for it — a category
 * page's 40 tile bodies, its filter panel, the menu's tree and the footer are links and text that
 * need no script. Children are only drawn in the browser when the element mounts there (a client
 * navigation, a finder's results) or when `drawnFrom` no longer holds the values it was kept for
 * (a customer's prices): then a fresh element replaces the kept one.
 *
 * What goes inside must need no React of its own: links, text, images, forms without handlers,
 * behaviour attached to the DOM by a sibling island (`MenuEnhancer`). Pass children as a component
 * element (`<TileBody … />`), so a kept part does not even build its element tree.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';

/** The element types a kept part is drawn as (each keeps its CSS class and place in the layout). */
type StaticTag = 'div' | 'ul' | 'footer';

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

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

export interface StaticMarkupProps {
  as: StaticTag;
  className?: string;
  /** What the children are drawn from (like a hook's dependencies): kept server markup is dropped for fresh markup once one of them changes. */
  drawnFrom: readonly unknown[];
  children: ReactNode;
}

export function StaticMarkup({ as: Tag, className, drawnFrom, children }: StaticMarkupProps) {
  const hydrating = useHydrating();
  const [keptFor] = useState(() => (hydrating ? drawnFrom : null));
  if (keptFor !== null && sameValues(keptFor, drawnFrom)) {
    return <Tag key="kept" className={className} dangerouslySetInnerHTML={ADOPT_SERVER_DOM} suppressHydrationWarning />;
  }
  return (
    <Tag key="drawn" className={className}>
      {children}
    </Tag>
  );
}

'use client';
/**
 * The shop logo. A click goes home and replaces the current history entry, so Back does not walk
 * through the pages before (spec 01 §2: logo click clears navigation history). Works without JS.
 */
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { isPlainClick } from '@/components/ui/plain-click';

/** The cup and the shop's name: markup React adopts as it is while the page hydrates (no element of it to hydrate). */
const LOGO_MARKUP = {
  __html:
    '<svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">' +
    '<circle cx="20" cy="20" r="19" fill="#4a2c1d"></circle>' +
    '<path d="M12 15h14v8a7 7 0 0 1-14 0z" fill="#f4e9dc"></path>' +
    '<path d="M26 17h2.5a3 3 0 0 1 0 6H26" stroke="#f4e9dc" stroke-width="2" fill="none"></path>' +
    '<path d="M16 9c0 2 2 2 2 4M21 9c0 2 2 2 2 4" stroke="#c8a27a" stroke-width="1.5" fill="none"></path>' +
    '</svg><span class="shop-logo__name">Kaffeehaus</span>',
};

export function ShopLogo({ homeHref, label }: { homeHref: string; label: string }) {
  const router = useRouter();
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    router.replace(homeHref);
  };
  return (
    <a href={homeHref} className="shop-logo" aria-label={label} onClick={goHome} dangerouslySetInnerHTML={LOGO_MARKUP} />
  );
}

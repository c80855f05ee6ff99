'use client';
/**
 * The header's cart entry: a link to /cart (works without script) that opens the cart drawer,
 * with a badge counting the cart's items (quantities, spec 01 §4 default count type). The count
 * comes from stored state the server never sees: hydration reads the landing state (StoreProvider's
 * `serverState`, what the server drew), and a kept count follows right after it. A tap on "add to
 * cart" counts at once, before the server's answer (`pending-adds.ts`).
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { FreeShippingThresholds } from '@/lib/checkout';
import { optimisticItemCount, selectCartItems, useAppSelector, usePendingAdds } from '@/store/islands';
import { startClientRuntime } from '@/store/page-store';
import { isPlainClick } from '@/components/ui/plain-click';
import styles from './CartHeaderButton.module.css';

// The drawer and its lines load on the first open, with the client runtime (ADR 0011).
const CartDrawer = lazy(() => startClientRuntime().then(() => import('./CartDrawer')).then((module) => ({ default: module.CartDrawer })));

export function CartHeaderButton({ href, label, thresholds }: { href: string; label: string; thresholds: FreeShippingThresholds }) {
  const t = useTranslations('checkout-ui.cart');
  // Adds the server has not answered yet count at once (issue 35); the server's cart replaces them.
  const count = optimisticItemCount(useAppSelector(selectCartItems), usePendingAdds());
  const [open, setOpen] = useState(false);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a className={`site-header__action site-header__action--cart ${styles.headerCart}`} href={href} onClick={openDrawer} aria-haspopup="dialog">
        <span>{label}</span>
        <span className={styles.badge} data-count={count} aria-label={t('itemCount', { count })}>
          {count}
        </span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} thresholds={thresholds} />
        </Suspense>
      ) : null}
    </>
  );
}

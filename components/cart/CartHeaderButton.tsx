'use client';
/**
 * The header's cart entry: a link to /cart (works without script) that opens the cart drawer,
 * with a badge counting the cart's items (quantities, spec 01 §4 default count type).
 */
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { FreeShippingThresholds } from '@/lib/checkout';
import { selectCartItemCount, useAppSelector } from '@/store/islands';
import { startClientRuntime } from '@/store/page-store';
import styles from './CartHeaderButton.module.css';

// The drawer and its lines load on the first open, with the client runtime (ADR 0011).
const CartDrawer = lazy(() => startClientRuntime().then(() => import('./CartDrawer')).then((module) => ({ default: module.CartDrawer })));

export function CartHeaderButton({ href, label, thresholds }: { href: string; label: string; thresholds: FreeShippingThresholds }) {
  const t = useTranslations('checkout-ui.cart');
  const count = useAppSelector((state) => selectCartItemCount(state));
  const [open, setOpen] = useState(false);
  // The count comes from stored state, which the server never sees: show it after hydration only.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated ? count : 0;

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a className={`site-header__action site-header__action--cart ${styles.headerCart}`} href={href} onClick={openDrawer} aria-haspopup="dialog">
        <span>{label}</span>
        <span className={styles.badge} data-count={shown} aria-label={t('itemCount', { count: shown })}>
          {shown}
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

'use client';
/**
 * The product page's notify-me and write-a-review (spec 02 §2, issue 18): two buttons whose labels
 * the server renders; the form behind each loads on first use (its code and texts), so the product
 * page carries only the buttons. Also records the product as recently viewed (browser storage) once
 * the page has settled or the shopper leaves it.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { rememberViewed, type ViewedProduct } from '@/lib/service/recently-viewed';
import { whenSettled } from '@/lib/scheduling/when-idle';
import type { ProductFormProps } from './ProductServiceForms';

export interface ProductServiceActionsProps {
  product: ViewedProduct & { id: number };
  outOfStock: boolean;
  labels: { notify: string; review: string };
}

export function ProductServiceActions({ product, outOfStock, labels }: ProductServiceActionsProps) {
  const view = useStoreView();
  const [open, setOpen] = useState<{ Form: ComponentType<ProductFormProps>; kind: 'notify' | 'review' } | null>(null);

  // Recorded once the page has settled (ADR 0033: a page's first localStorage access opens the
  // origin's storage synchronously), or when the shopper leaves the product first: another page
  // of the shop (unmount) or a full navigation (pagehide, where only synchronous code still runs).
  useEffect(() => {
    const viewed = { sku: product.sku, name: product.name, path: product.path };
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      rememberViewed(window.localStorage, viewed);
    };
    const cancel = whenSettled(record);
    window.addEventListener('pagehide', record);
    return () => {
      cancel();
      window.removeEventListener('pagehide', record);
      record();
    };
  }, [product.sku, product.name, product.path]);

  const load = (kind: 'notify' | 'review') =>
    void import('./ProductServiceForms').then(({ default: Form }) => setOpen({ Form, kind }));

  return (
    <div data-testid="product-service">
      <p style={{ display: 'flex', gap: '0.6rem', flexWrap: 'wrap', margin: '0.75rem 0 0' }}>
        {outOfStock && (
          <button type="button" className="button button--secondary" onClick={() => load('notify')}>
            {labels.notify}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => load('review')}>
          {labels.review}
        </button>
      </p>
      {open && <open.Form kind={open.kind} product={product} view={{ code: view.code, prefix: view.prefix }} />}
    </div>
  );
}

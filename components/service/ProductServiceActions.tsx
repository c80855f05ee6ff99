'use client';
/**
 * The product page's notify-me and write-a-review (spec 02 §2, issue 18): two buttons whose labels
 * the server renders; the form behind each loads on first use (its code and texts), so the product
 * page carries only the buttons. Also records the product as recently viewed (browser storage).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import type { ViewedProduct } from '@/lib/service/recently-viewed';
import type { ProductFormProps } from './ProductServiceForms';

export interface ProductServiceActionsProps {
  product: ViewedProduct & { id: number };
  outOfStock: boolean;
  labels: { notify: string; review: string };
}

export function ProductServiceActions({ product, outOfStock, labels }: ProductServiceActionsProps) {
  const view = useStoreView();
  const [open, setOpen] = useState<{ Form: ComponentType<ProductFormProps>; kind: 'notify' | 'review' } | null>(null);

  // Recorded after the page is up, with code the product page does not carry (landing weight, ADR 0011).
  useEffect(() => {
    const viewed = { sku: product.sku, name: product.name, path: product.path };
    void import('@/lib/service/recently-viewed').then(({ rememberViewed }) => rememberViewed(window.localStorage, viewed));
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

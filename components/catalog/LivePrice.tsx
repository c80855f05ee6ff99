'use client';
/**
 * The price box of a product page, tile or grouped product's part, re-priced for the logged-in
 * customer's group (spec 01 §4 "Price tiers and tax groups re-run when the user logs in or out")
 * by `useCustomerPrices`: the server's guest price is the first paint, a failed call leaves it,
 * logout returns to it.
 */
import { useMemo } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { Product } from '@/lib/catalog/types';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { storePath } from '@/lib/routing/store-path';
import { legalPagePath } from '@/lib/config/cms';
import { offerOf } from './product-offer';
import { PriceBox } from './PriceBox';
import { useCustomerPrices } from './use-customer-prices';

export interface LivePriceProps {
  /** The shown product, slimmed by `livePriceDoc`: guest-priced for `LivePrice`, as shown for `ShownPrice`. */
  product: Product;
  /**
   * A tile shows "from" for configurables; the product page the tax note and the saving; a
   * grouped product's part the bare price.
   */
  kind: 'tile' | 'detail' | 'part';
  /** The catalogue's base-price template, read raw on the server (it holds placeholders). */
  basePriceTemplate: string;
}

export function LivePrice({ product, kind, basePriceTemplate }: LivePriceProps) {
  const [shown = product] = useCustomerPrices(useMemo(() => [product], [product]));
  return <ShownPrice product={shown} kind={kind} basePriceTemplate={basePriceTemplate} />;
}

/** The price box of a product as priced already (a tile list re-prices its tiles in one go). */
export function ShownPrice({ product: shown, kind, basePriceTemplate }: LivePriceProps) {
  const view = useStoreView();
  const { i18n } = view;
  const t = useTranslations();
  const offer = offerOf(shown, i18n, basePriceTemplate);
  const cupPrice = offer.cupPrice ? t('catalog.cupPrice.label', { price: offer.cupPrice }) : undefined;
  switch (kind) {
    case 'tile':
      return <PriceBox offer={offer} labels={{ from: shown.type_id === 'configurable' ? t('category.fromPrice', { price: offer.price }) : undefined, cupPrice }} />;
    case 'part':
      return <PriceBox offer={offer} labels={{}} />;
    case 'detail':
      return (
        <PriceBox
          size="large"
          offer={offer}
          labels={{
            inclTax: t('product.price.inclTax'),
            shippingHref: storePath(view, legalPagePath('shipping')),
            save: offer.discountPercent > 0 ? t('product.price.save', { percent: offer.discountPercent }) : undefined,
            cupPrice,
          }}
        />
      );
  }
}

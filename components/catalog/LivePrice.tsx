'use client';
/**
 * The price box of a product page or tile, re-priced for the logged-in customer's group (spec 01
 * §4 "Price tiers and tax groups re-run when the user logs in or out"). The server renders the
 * guest price (pages are cached per store, never per customer) and that markup is the first
 * paint; with a user token the render-list call prices the shown sku for the customer and the box
 * shows that answer. A failed call leaves the price as it was; logout returns to the guest price.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { renderListTask } from '@/lib/api';
import { refreshPrices, type Product } from '@/lib/catalog/rules';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { selectUserToken, useAppDispatch, useAppSelector, type AppDispatch, type RootState, type StoreExtra } from '@/store';
import { offerOf } from './product-offer';
import { PriceBox } from './PriceBox';

export interface LivePriceProps {
  /** The guest-priced shown product, slimmed by `livePriceDoc`. */
  product: Product;
  /** A tile shows "from" for configurables; the product page the tax note and the saving. */
  kind: 'tile' | 'detail';
  /** The catalogue's base-price template, read raw on the server (it holds placeholders). */
  basePriceTemplate: string;
}

/** Prices for the session's customer group, through the executor (token filled in by it). */
function customerPrices(product: Product) {
  return (_dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra) =>
    refreshPrices(
      [product],
      async (skus) => {
        const answer = await extra.executor.execute(renderListTask(skus));
        return answer.code === 200 ? answer.result : null;
      },
      new Date(extra.now()),
    );
}

export function LivePrice({ product, kind, basePriceTemplate }: LivePriceProps) {
  const { i18n } = useStoreView();
  const t = useTranslations();
  const token = useAppSelector(selectUserToken);
  const dispatch = useAppDispatch();
  const [live, setLive] = useState<{ token: string; product: Product } | null>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    void dispatch(customerPrices(product)).then(([priced]) => {
      if (current && priced) setLive({ token, product: priced });
    });
    return () => {
      current = false;
    };
  }, [dispatch, product, token]);

  const shown = token !== null && live?.token === token ? live.product : product;
  const offer = offerOf(shown, i18n, basePriceTemplate);
  const cupPrice = offer.cupPrice ? t('catalog.cupPrice.label', { price: offer.cupPrice }) : undefined;
  return kind === 'tile' ? (
    <PriceBox offer={offer} labels={{ from: shown.type_id === 'configurable' ? t('category.fromPrice', { price: offer.price }) : undefined, cupPrice }} />
  ) : (
    <PriceBox
      size="large"
      offer={offer}
      labels={{
        inclTax: t('product.price.inclTax'),
        save: offer.discountPercent > 0 ? t('product.price.save', { percent: offer.discountPercent }) : undefined,
        cupPrice,
      }}
    />
  );
}

'use client';
/**
 * The product page's "quantity discount" table, re-priced for the logged-in customer's group
 * (spec 01 §4 "Price tiers and tax groups re-run when the user logs in or out"): the server's
 * guest tiers are the first paint; once `useCustomerPrices` answers, the tiers are priced again
 * from those prices with the customer's group, whose tier prices may differ from the guest's. A
 * failed call leaves the guest tiers; logout returns to them.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { Product, TaxRule } from '@/lib/catalog/types';
import { formatPrice } from '@/lib/i18n/format-price';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { selectGroupId, useAppSelector } from '@/store/islands';
import type { TierOffer } from '@/lib/catalog/tier-offers';
import { useCustomerPrices } from './use-customer-prices';
import styles from './ProductDetail.module.css';

export interface LiveTierPricesProps {
  /** The guest-priced shown product, slimmed by `livePriceDoc` (it keeps the tier prices). */
  product: Product;
  /** The guest tiers the server priced. */
  tiers: readonly TierOffer[];
  /** The rules that tax the product, and the store's default country they are read for. */
  taxRules: readonly TaxRule[];
  country: string;
}

export function LiveTierPrices({ product, tiers, taxRules, country }: LiveTierPricesProps) {
  const { i18n } = useStoreView();
  const t = useTranslations('catalog');
  const groupId = useAppSelector(selectGroupId);
  const [priced = product] = useCustomerPrices(useMemo(() => [product], [product]));
  const [customer, setCustomer] = useState<{ priced: Product; tiers: readonly TierOffer[] } | null>(null);
  // A customer group's tiers are priced in the browser with code a guest never loads (ADR 0011).
  useEffect(() => {
    if (priced === product) return;
    let current = true;
    void Promise.all([import('@/lib/catalog/tier-offers'), import('@/lib/catalog/customer-group')]).then(([{ tierOffers }, { resolvePriceGroup }]) => {
      const customerGroupId = resolvePriceGroup(groupId === null ? null : { groupId }).groupId;
      if (current) setCustomer({ priced, tiers: tierOffers(priced, { taxRules, country, customerGroupId, now: new Date() }) });
    });
    return () => {
      current = false;
    };
  }, [priced, product, taxRules, country, groupId]);
  const shown = priced !== product && customer?.priced === priced ? customer.tiers : tiers;
  if (shown.length === 0) return null;
  return (
    <section className={styles.tiers} aria-labelledby="tiers-title">
      <h2 id="tiers-title">{t('quantityDiscount.label')}</h2>
      <ul data-testid="tier-prices">
        {shown.map((tier) => (
          <li key={tier.qty}>{t('quantityDiscount.tier', { qty: tier.qty, price: formatPrice(tier.amount, i18n) })}</li>
        ))}
      </ul>
    </section>
  );
}

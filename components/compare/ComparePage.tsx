'use client';
/**
 * /compare (spec 02 §2 "Compare panel: show all values or only differences"): one table per product
 * group of the compared products' visible attributes, a switch between all values and only the
 * differences, and remove buttons; an empty state while nothing is compared.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { compareGroups } from '@/lib/compare/compare-rules';
import { EmptyState, useCatalogProducts, useShopPath } from '@/components/ui';
import { selectCompareItems, useAppSelector } from '@/store';
import { CompareTable } from './CompareTable';
import { useCompareAttributes } from './use-compare-attributes';
import styles from './Compare.module.css';

export function ComparePage() {
  const t = useTranslations('compare');
  const path = useShopPath();
  const items = useAppSelector(selectCompareItems);
  const restored = useAppSelector((state) => state.compare._persist?.rehydrated ?? true);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { products, prices } = useCatalogProducts(
    'id',
    items.map((item) => item.id),
  );
  const attributes = useCompareAttributes(products);
  const loading = !restored || (items.length > 0 && (products === null || attributes === null));
  const grouped = compareGroups((products ?? []).flatMap((product) => (product.attribute_set_id === undefined ? [] : [{ ...product, attribute_set_id: product.attribute_set_id }])));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {loading ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState message={t('empty')} linkLabel={t('toShop')} href={path('/')} />
      ) : (
        <>
          <fieldset className={styles.switch}>
            <legend>{t('show.legend')}</legend>
            <label>
              <input type="radio" name="compare-show" checked={!onlyDifferences} onChange={() => setOnlyDifferences(false)} /> {t('show.all')}
            </label>
            <label>
              <input type="radio" name="compare-show" checked={onlyDifferences} onChange={() => setOnlyDifferences(true)} /> {t('show.differences')}
            </label>
          </fieldset>
          {grouped.map(({ group, items: members }) => (
            <CompareTable
              key={group}
              caption={t('groupCaption', { group: t.has(`groups.${group}`) ? t(`groups.${group}`) : String(group), count: members.length })}
              products={members}
              attributes={attributes ?? []}
              prices={prices}
              onlyDifferences={onlyDifferences}
            />
          ))}
        </>
      )}
    </div>
  );
}

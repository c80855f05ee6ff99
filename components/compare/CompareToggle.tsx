'use client';
/**
 * "Compare" on the tile and the product page of a comparable product (spec 02 §4 "Add or remove by
 * toggle"); a product group already holding 4 products answers with the spec's warning.
 */
import { useTranslations } from '@/lib/i18n/client';
import type { CompareItem } from '@/lib/compare/compare-rules';
import { compareToggled, selectIsInCompare, useAppSelector, useRuntimeDispatch } from '@/store/islands';
import styles from './Compare.module.css';

export function CompareToggle({ product }: { product: CompareItem }) {
  const t = useTranslations('compare.toggle');
  const dispatch = useRuntimeDispatch();
  const listed = useAppSelector((state) => selectIsInCompare(state, product.id));
  return (
    <button type="button" className={styles.toggle} aria-pressed={listed} title={listed ? t('listed') : t('label')} onClick={() => void dispatch(compareToggled(product))}>
      <span aria-hidden="true" className={styles.box}>
        {listed ? '✓' : ''}
      </span>
      <span>{t('label')}</span>
    </button>
  );
}

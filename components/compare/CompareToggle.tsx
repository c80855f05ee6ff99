'use client';
/**
 * "Compare" on the tile and the product page of a comparable product (spec 02 §4 "Add or remove by
 * toggle"); a product group already holding 4 products answers with the spec's warning.
 * `CompareButton` is its markup alone: a tile list draws it and takes its clicks for all its tiles.
 */
import type { MouseEventHandler } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { CompareItem } from '@/lib/compare/compare-rules';
import { compareToggled, selectIsInCompare, useAppSelector, useRuntimeDispatch } from '@/store/islands';
import styles from './CompareControls.module.css';

export function CompareButton({ listed, onClick }: { listed: boolean; onClick?: MouseEventHandler<HTMLButtonElement> }) {
  const t = useTranslations('compare.toggle');
  return (
    <button type="button" className={styles.toggle} aria-pressed={listed} title={listed ? t('listed') : t('label')} onClick={onClick}>
      <span aria-hidden="true" className={styles.box}>
        {listed ? '✓' : ''}
      </span>
      <span>{t('label')}</span>
    </button>
  );
}

export function CompareToggle({ product }: { product: CompareItem }) {
  const dispatch = useRuntimeDispatch();
  const listed = useAppSelector((state) => selectIsInCompare(state, product.id));
  return <CompareButton listed={listed} onClick={() => void dispatch(compareToggled(product))} />;
}

'use client';
/**
 * The compare panel (spec 02 §2): a small bar fixed at the bottom while the compare list holds
 * products, except on the compare page itself; a spacer keeps the page's end from hiding under it.
 */
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { COMPARE_ROUTE } from '@/lib/config/compare';
import { useShopPath } from '@/components/ui/use-shop-path';
import { selectCompareCount, useAppSelector } from '@/store/islands';
import styles from './CompareControls.module.css';

export function ComparePanel() {
  const t = useTranslations('compare.panel');
  const path = useShopPath();
  const count = useAppSelector(selectCompareCount);
  const onComparePage = usePathname()?.endsWith(COMPARE_ROUTE) ?? false;
  if (count === 0 || onComparePage) return null;
  return (
    <>
      <div className={styles.panelSpacer} />
      <aside className={styles.panel} aria-label={t('label')} data-testid="compare-panel">
        <span>{t('count', { count })}</span>
        <a className="button" href={path(COMPARE_ROUTE)}>
          {t('open')}
        </a>
      </aside>
    </>
  );
}

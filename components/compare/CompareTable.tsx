'use client';
/** One product group's comparison: the products across, their visible attributes down. */
import { useTranslations } from '@/lib/i18n/client';
import { compareRows, type CompareCell } from '@/lib/compare/compare-rules';
import type { Attribute, Product } from '@/lib/catalog';
import { productImage } from '@/lib/media';
import { productPath } from '@/lib/seo/catalog-paths';
import { usePrice, useShopPath } from '@/components/ui';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { compareItemRemoved, useAppDispatch } from '@/store';
import styles from './Compare.module.css';

export interface CompareTableProps {
  caption: string;
  products: Product[];
  attributes: Attribute[];
  prices: ReadonlyMap<string, number>;
  onlyDifferences: boolean;
}

function CellText({ cell }: { cell: CompareCell }) {
  const t = useTranslations('compare');
  if (cell === null) return <span className={styles.none}>{t('noValue')}</span>;
  return <>{'flag' in cell ? t(cell.flag ? 'yes' : 'no') : cell.text}</>;
}

export function CompareTable({ caption, products, attributes, prices, onlyDifferences }: CompareTableProps) {
  const t = useTranslations('compare');
  const dispatch = useAppDispatch();
  const formatPrice = usePrice();
  const path = useShopPath();
  const { i18n } = useStoreView();
  const rows = compareRows(products, attributes, onlyDifferences, new Intl.NumberFormat(i18n.defaultLocale).format);
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => {
              const image = productImage(product.image, 'thumbnail', 1);
              const name = product.name ?? product.sku;
              const price = prices.get(product.sku);
              return (
                <th key={product.id} scope="col" className={styles.product}>
                  {image ? <img src={image.src} alt="" width={image.width} height={image.height} className={styles.image} /> : null}
                  <a href={path(productPath(product))}>{name}</a>
                  {price !== undefined ? <span className={styles.price}>{formatPrice(price)}</span> : null}
                  <button type="button" className={styles.remove} aria-label={t('removeNamed', { name })} onClick={() => dispatch(compareItemRemoved({ id: product.id }))}>
                    {t('remove')}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-differs={row.differs}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={products[i].id}>
                  <CellText cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className={styles.muted}>{t('noDifferences')}</p> : null}
    </div>
  );
}

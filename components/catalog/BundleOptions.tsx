/** A bundle's options as radio groups inside the add-to-cart form, the default link checked (spec 01 §5). */
import type { Store } from '@/lib/config/stores';
import { defaultBundleSelection, type Product } from '@/lib/catalog';
import { formatPrice } from '@/lib/i18n/format-price';
import { bundleFieldName } from './cart-item-form';
import styles from './BundleOptions.module.css';

export function BundleOptions({ store, product, parts, title, defaultLabel }: { store: Store; product: Product; parts: readonly Product[]; title: string; defaultLabel: string }) {
  const defaults = new Map(defaultBundleSelection(product).map((s) => [s.option_id, s.option_selections[0]]));
  const bySku = new Map(parts.map((p) => [p.sku, p]));
  return (
    <div className={styles.bundle}>
      <h2 className={styles.title}>{title}</h2>
      {(product.bundle_options ?? []).map((option) => (
        <fieldset key={option.option_id} className={styles.option}>
          <legend>{option.title}</legend>
          {option.product_links.map((link) => {
            const part = bySku.get(link.sku);
            const isDefault = defaults.get(option.option_id) === Number(link.id);
            return (
              <label key={String(link.id)} className={styles.choice}>
                <input type="radio" name={bundleFieldName(option.option_id)} value={String(link.id)} defaultChecked={isDefault} required={option.required} />
                <span className={styles.name}>
                  {(link.qty ?? 1) > 1 ? `${link.qty} × ` : ''}
                  {part?.name ?? link.sku}
                  {link.is_default ? <em className={styles.recommended}> · {defaultLabel}</em> : null}
                </span>
                {part?.price_incl_tax ? <span className={styles.price}>{formatPrice(part.price_incl_tax, store.i18n)}</span> : null}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

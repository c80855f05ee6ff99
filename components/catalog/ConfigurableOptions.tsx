/**
 * Option pickers of a configurable product (spec 02 §4): each value links to the child it selects
 * together with the other chosen options — the parent's URL with `?s={childId}` (spec 01 §2) — so
 * choosing works as a plain link and updates the URL. A value no enabled child offers with the
 * current choice links to the closest child and is marked as not available.
 */
import type { Store } from '@/lib/config/stores';
import { childLink, isEnabled, selectVariant, type ConfigurableChild, type Product } from '@/lib/catalog';
import { storePath } from '@/lib/routing/store-path';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import styles from './ConfigurableOptions.module.css';

export interface ConfigurableOptionsProps {
  store: Store;
  product: Product;
  chosen: ConfigurableChild | null | undefined;
  path: string;
  labels: { choose: (label: string) => string; unavailable: string };
}

export function ConfigurableOptions({ store, product, chosen, path, labels }: ConfigurableOptionsProps) {
  const options = product.configurable_options ?? [];
  const enabled = (product.configurable_children ?? []).filter(isEnabled);
  return (
    <StaticMarkup as="div" className={styles.options} drawnFrom={[product.sku, chosen?.sku]}>
      {options.map((option) => (
        <fieldset key={option.attribute_code} className={styles.option}>
          <legend>{labels.choose(option.label ?? option.attribute_code)}</legend>
          <ul>
            {option.values.map((value) => {
              const wanted = Object.fromEntries(options.map((o) => [o.attribute_code, chosen?.[o.attribute_code] as string | number | null]));
              wanted[option.attribute_code] = value.value_index;
              const exact = enabled.find((child) => Object.entries(wanted).every(([code, v]) => String(child[code]) === String(v)));
              const target = exact ?? selectVariant(product, { options: { [option.attribute_code]: value.value_index } });
              const active = chosen ? String(chosen[option.attribute_code]) === String(value.value_index) : false;
              const className = [styles.value, active ? styles.active : '', exact ? '' : styles.unavailable].join(' ');
              if (!target) {
                return (
                  <li key={value.value_index}>
                    <span className={className} title={labels.unavailable}>{value.label}</span>
                  </li>
                );
              }
              return (
                <li key={value.value_index}>
                  <a
                    href={storePath(store, childLink(path, product, target))}
                    className={className}
                    aria-current={active ? 'true' : undefined}
                    title={exact ? undefined : labels.unavailable}
                    rel="nofollow"
                  >
                    {value.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </StaticMarkup>
  );
}

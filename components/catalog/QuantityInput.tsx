/** The quantity field of an add-to-cart form, bounded by the spec's limits (at least 1, at most the allowed maximum). */
import { MIN_QUANTITY, CART_FORM_FIELDS } from '@/lib/config/catalog-pages';
import styles from './QuantityInput.module.css';

export function QuantityInput({ id, label, max, hint }: { id: string; label: string; max: number; hint?: string }) {
  return (
    <label className={styles.quantity} htmlFor={id}>
      <span className={styles.label}>{label}</span>
      <input id={id} type="number" name={CART_FORM_FIELDS.qty} inputMode="numeric" min={MIN_QUANTITY} max={max} step={1} defaultValue={MIN_QUANTITY} required className={styles.input} />
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </label>
  );
}

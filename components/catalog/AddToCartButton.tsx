'use client';
/**
 * The add-to-cart form. With the client store present it dispatches the cart add (`addRequested`)
 * with the quantity, bundle choices and billing period read from the form; without JavaScript, or
 * without the store, the same form submits to the cart page as a plain GET, so it never dead-ends.
 * An age-restricted product first asks for the date of birth (the dialog loads on first use; the
 * server checks the age again at order time). A quantity above the stock the page knows is told
 * beside the field with the spec's "only {maxQuantity} available" and not added (issue 35).
 */
import { useContext, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useTranslations } from '@/lib/i18n/client';
import { addRequested, useRuntimeDispatch } from '@/store/islands';
import { checkQuantity } from '@/lib/catalog/quantity-check';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { storePath } from '@/lib/routing/store-path';
import { CART_FORM_FIELDS } from '@/lib/config/catalog-pages';
import { confirmedBirthDate } from '@/lib/service/age-confirmation';
import type { AgeCheckDialogProps } from '@/components/service/AgeCheckDialog';
import { cartItemFromForm, type CartLineDraft } from './cart-item-form';
import styles from './AddToCartButton.module.css';

export interface AddToCartButtonProps {
  /** The line as the page knows it; quantity and options come from the form. */
  item: CartLineDraft;
  maxQty: number;
  /** Units the catalogue says can be delivered (`deliverableQty`); null when it does not count them. */
  stockQty?: number | null;
  disabled?: boolean;
  /** Spec 02 §4: the product needs the age check before it goes into the cart. */
  ageRestricted?: boolean;
  children?: ReactNode;
}

export function AddToCartButton({ item, maxQty, stockQty = null, disabled = false, ageRestricted = false, children }: AddToCartButtonProps) {
  const t = useTranslations('product.addToCart');
  const ts = useTranslations('product.stock');
  const tq = useTranslations('catalog.quantity');
  const store = useStoreView();
  const redux = useContext(ReactReduxContext);
  const dispatch = useRuntimeDispatch();
  const [problem, setProblem] = useState<string | null>(null);
  const [ageCheck, setAgeCheck] = useState<{ Dialog: ComponentType<AgeCheckDialogProps>; add(): void } | null>(null);

  function addFrom(form: HTMLFormElement): void {
    const line = cartItemFromForm(item, new FormData(form));
    const check = checkQuantity(line.qty, maxQty);
    if (!check.ok) {
      setProblem(tq(check.reason));
      return;
    }
    if (stockQty !== null && check.qty > stockQty) {
      setProblem(ts('onlyLeft', { maxQuantity: stockQty }));
      return;
    }
    setProblem(null);
    void dispatch(addRequested({ items: [line] }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (ageRestricted && !confirmedBirthDate()) {
      // The age check first; then the add as it would have run (the store's, or the plain GET).
      event.preventDefault();
      const add = () => (redux ? addFrom(form) : form.submit());
      void import('@/components/service/AgeCheckDialog').then(({ default: Dialog }) => setAgeCheck({ Dialog, add }));
      return;
    }
    if (!redux) return;
    event.preventDefault();
    addFrom(form);
  }

  return (
    <form method="get" action={storePath(store, '/cart')} onSubmit={submit} className={styles.form}>
      <input type="hidden" name={CART_FORM_FIELDS.sku} value={item.sku} />
      {item.parentSku ? <input type="hidden" name={CART_FORM_FIELDS.parentSku} value={item.parentSku} /> : null}
      {children}
      <button type="submit" className={`button ${styles.button}`} disabled={disabled}>
        {disabled ? t('unavailable') : t('button')}
      </button>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {ageCheck ? <ageCheck.Dialog view={store} onConfirmed={ageCheck.add} onClose={() => setAgeCheck(null)} /> : null}
    </form>
  );
}

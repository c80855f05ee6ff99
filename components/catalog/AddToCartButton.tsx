'use client';
/**
 * The add-to-cart form. With the client store present it dispatches the cart add (`addRequested`)
 * with the quantity, bundle choices and billing period read from the form; without JavaScript, or
 * without the store, the same form submits to the cart page as a plain GET, so it never dead-ends.
 * An age-restricted product first asks for the date of birth (the dialog loads on first use; the
 * server checks the age again at order time). A quantity above the stock the page knows is told
 * beside the field with the spec's "only {maxQuantity} available" and not added (issue 35). The
 * tap answers in its own frame: the button is busy (`aria-busy`) and the header's badge counts the
 * add until the server has answered it (`pending-adds.ts`); the add itself is handed to the runtime
 * after that frame is drawn, never awaited in the event. The runtime that carries it is loaded after
 * the page's load event (at idle, or half a second later at the latest), with the messages and the
 * toast its confirmation shows; a touch on the form before that starts it at once. A tap that came
 * while the page still hydrated was held by the layout's early-input script (ADR 0064, ADR 0076),
 * which showed the button busy; the hydrated form carries it out once, as its own submit
 * (`takeHeldTap`, `lib/catalog/early-tap.ts`).
 */
import { useContext, useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useTranslations } from '@/lib/i18n/client';
import { addRequested, beginPendingAdd, settlePendingAdd, usePendingAdds, useRuntimeDispatch } from '@/store/islands';
import { checkQuantity } from '@/lib/catalog/quantity-check';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { afterLoadWhenIdle } from '@/lib/scheduling/when-idle';
import { afterNextPaint } from '@/lib/scheduling/after-paint';
import { startClientRuntime } from '@/store/page-store';
import { sendFirstAddEarly } from '@/store/cart/early-add';
import { preloadNotificationList } from '@/components/notifications/Notifications';
import { storePath } from '@/lib/routing/store-path';
import { CART_FORM_FIELDS } from '@/lib/config/catalog-pages';
import { ADD_TO_CART_RUNTIME_IDLE_TIMEOUT_MS } from '@/lib/config/client';
import { confirmedBirthDate } from '@/lib/service/age-confirmation';
import type { AgeCheckDialogProps } from '@/components/service/AgeCheckDialog';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_STATUS_ATTRIBUTE, takeHeldTap } from '@/lib/catalog/early-tap';
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

const EMPTY = { __html: '' };

/** The busy mark the page's script gave the button of a tap it held, when the form adds nothing after all. */
function clearHeldBusy(form: HTMLFormElement): void {
  form.querySelector('button[type="submit"]')?.removeAttribute('aria-busy');
}

/** What the add and its confirmation need, loaded once per page: the runtime, its messages and the toast's code. */
function prepareAdd(): void {
  void startClientRuntime();
  preloadNotificationList();
}

export function AddToCartButton({ item, maxQty, stockQty = null, disabled = false, ageRestricted = false, children }: AddToCartButtonProps) {
  const t = useTranslations('product.addToCart');
  const ts = useTranslations('product.stock');
  const tq = useTranslations('catalog.quantity');
  const store = useStoreView();
  const redux = useContext(ReactReduxContext);
  const dispatch = useRuntimeDispatch();
  const [problem, setProblem] = useState<string | null>(null);
  // The add this button made last; the button is busy while the server has not answered it.
  const [ownAdd, setOwnAdd] = useState<string | null>(null);
  const busy = usePendingAdds().some((add) => add.id === ownAdd && !add.confirmed);
  // The runtime (its chunk, stored state, the messages of the confirmation) and the toast's code load
  // after the page did, so the first tap waits for the server alone.
  useEffect(() => afterLoadWhenIdle(prepareAdd, ADD_TO_CART_RUNTIME_IDLE_TIMEOUT_MS), []);
  const [ageCheck, setAgeCheck] = useState<{ Dialog: ComponentType<AgeCheckDialogProps>; add(): void } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** Returns whether the add went on its way (the button is then busy until the server answers). */
  function addFrom(form: HTMLFormElement): boolean {
    const line = cartItemFromForm(item, new FormData(form));
    const check = checkQuantity(line.qty, maxQty);
    if (!check.ok) {
      setProblem(tq(check.reason));
      return false;
    }
    if (stockQty !== null && check.qty > stockQty) {
      setProblem(ts('onlyLeft', { maxQuantity: stockQty }));
      return false;
    }
    setProblem(null);
    // Counted and shown busy in this very event, before the runtime loads or the server answers (issue 35).
    const pendingId = beginPendingAdd([line]);
    setOwnAdd(pendingId);
    // The cart's work (the runtime's listeners, the request) starts after the frame that shows it, so
    // the tap's event ends with that small render, whatever the runtime still has to do. A new
    // shopper's first add leaves then, beside the runtime's start, which takes its answer (ADR 0068).
    afterNextPaint(() => {
      sendFirstAddEarly(pendingId, line);
      void dispatch(addRequested({ items: [line], pendingId })).catch(() => settlePendingAdd(pendingId));
    });
    return true;
  }

  /** The form's submit: the age check first, then the store's add; false leaves it to the plain GET. */
  function handle(form: HTMLFormElement): { handled: boolean; adding: boolean } {
    if (ageRestricted && !confirmedBirthDate()) {
      // The age check first; then the add as it would have run (the store's, or the plain GET).
      const add = () => (redux ? addFrom(form) : form.submit());
      void import('@/components/service/AgeCheckDialog').then(({ default: Dialog }) => setAgeCheck({ Dialog, add }));
      return { handled: true, adding: false };
    }
    if (!redux) return { handled: false, adding: false };
    return { handled: true, adding: addFrom(form) };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (handle(event.currentTarget).handled) event.preventDefault();
  }

  // Hydrated: taps are this form's from now on, and one the page's script held is carried out now,
  // as the shopper's submit (with the form's own checks), once.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !takeHeldTap(form)) return;
    prepareAdd();
    if (!form.checkValidity()) {
      // What the browser's own submit would have said (the click that was held never checked).
      clearHeldBusy(form);
      form.reportValidity();
      return;
    }
    const { handled, adding } = handle(form);
    if (!handled) form.submit();
    // The script's busy mark stays while the add is on its way: React's own takes it over and clears it.
    else if (!adding) clearHeldBusy(form);
    // Once, on hydration: the handler reads the props of this first render, as the tap did.
  }, []);

  return (
    <form ref={formRef} method="get" action={storePath(store, '/cart')} onSubmit={submit} onPointerDown={prepareAdd} className={styles.form} {...{ [EARLY_TAP_ATTRIBUTE]: t('adding') }}>
      <input type="hidden" name={CART_FORM_FIELDS.sku} value={item.sku} />
      {item.parentSku ? <input type="hidden" name={CART_FORM_FIELDS.parentSku} value={item.parentSku} /> : null}
      {children}
      <button type="submit" className={`button ${styles.button}`} disabled={disabled} aria-busy={busy || undefined}>
        {disabled ? t('unavailable') : t('button')}
      </button>
      {/* The script's announcement of a tap it held; its contents are never React's (hence the empty inner HTML). */}
      <span role="status" className="visually-hidden" {...{ [EARLY_TAP_STATUS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {ageCheck ? <ageCheck.Dialog view={store} onConfirmed={ageCheck.add} onClose={() => setAgeCheck(null)} /> : null}
    </form>
  );
}

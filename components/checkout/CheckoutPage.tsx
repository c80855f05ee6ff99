'use client';
/**
 * The checkout (/checkout, spec 01 §2, 02 §2): personal details, shipping address and method,
 * payment address and method, order review with terms acceptance, then the thank-you state.
 * Each step validates with the spec's messages before the next opens; finished steps are saved
 * to the store and shown as a summary with "Edit". The steps' order and checks are one reducer
 * (`lib/checkout/checkout-steps.ts`).
 */
import { useEffect, useReducer, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import {
  acceptSuggestion,
  addressCheckAnswerSchema,
  addressCheckErrors,
  addressCheckTask,
  collectTotalsTask,
  hasErrors,
  orderAddress,
  preselectedPaymentMethod,
  preselectedShippingMethod,
  shippingMethodKey,
  toPaymentDetails,
  toPersonalDetails,
  toShippingDetails,
  validateAddressForm,
  validatePersonalForm,
  type AddressForm,
} from '@/lib/checkout';
import { checkoutStepsReducer, initialCheckoutSteps, stepState, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { SHIPPING_TITLES } from '@/lib/config/commerce';
import { useApiTask, usePersistedStateReady, useShopPath } from '@/components/ui';
import {
  checkoutEntered,
  paymentDetailsSaved,
  personalDetailsSaved,
  selectCartItems,
  selectIsLoggedIn,
  selectIsThankYouPage,
  selectShippingCountry,
  shippingCountryChanged,
  shippingDetailsSaved,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { AddressFields } from './AddressFields';
import { AddressSuggestion } from './AddressSuggestion';
import { AddressSummary } from './AddressSummary';
import { MethodChoice } from './MethodChoice';
import { OrderReview } from './OrderReview';
import { OrderSidebar } from './OrderSidebar';
import { PersonalStep } from './PersonalStep';
import { StepSection } from './StepSection';
import { StockProblems, useUnservableLines } from './StockProblems';
import { ThankYou } from './ThankYou';
import { useCheckoutForm } from './use-checkout-form';
import { useExternalCheckout } from './use-external-checkout';
import { usePaymentMethods, useShippingMethods } from './use-checkout-methods';
import styles from './Checkout.module.css';

function CheckoutSteps({ stockBlocked }: { stockBlocked: boolean }) {
  const t = useTranslations('checkout-ui');
  const dispatch = useAppDispatch();
  const run = useApiTask();
  const view = useStoreView();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const cartCountry = useAppSelector((state) => selectShippingCountry(state, view.country));
  const [form, update] = useCheckoutForm();
  const [steps, send] = useReducer(checkoutStepsReducer, initialCheckoutSteps);
  const { personalErrors, shippingErrors, billingErrors, suggestion } = steps;
  const [shippingMethods, shippingMethodsStatus] = useShippingMethods(form.shipping.country);
  const [paymentMethods, paymentMethodsStatus] = usePaymentMethods();
  // The method's title is the shop's name for it (spec constants); the shopper reads it in their language.
  const shippingTitle = (method: { method_title?: string | null; method_code: string }) =>
    method.method_title === SHIPPING_TITLES.standard ? t('shippingMethods.standard') : method.method_title === SHIPPING_TITLES.plus ? t('shippingMethods.plus') : (method.method_title ?? method.method_code);
  useEffect(() => {
    dispatch(checkoutEntered());
  }, [dispatch]);

  // The first offered method is chosen until the shopper picks another. The steps go on with the
  // methods as shown (worked out here), not with the form's copy: that is written by the effect below,
  // one render later, and a tap in between (a busy phone) would find no method chosen.
  const shippingMethod = shippingMethods ? preselectedShippingMethod(shippingMethods, form.shippingMethod) : form.shippingMethod;
  const paymentMethod = paymentMethods ? preselectedPaymentMethod(paymentMethods, form.paymentMethod) : form.paymentMethod;
  useEffect(() => {
    if (shippingMethod !== form.shippingMethod) update({ shippingMethod });
    if (paymentMethod !== form.paymentMethod) update({ paymentMethod });
  }, [shippingMethod, paymentMethod, form.shippingMethod, form.paymentMethod, update]);
  // "Continue" tapped before the step's method list arrived (a slow connection) is kept, and carried
  // out once the list is there, instead of doing nothing.
  const [waitingFor, setWaitingFor] = useState<'shipping' | 'payment' | null>(null);

  const stateOf = (step: CheckoutStep) => stepState(steps, step);
  const edit = (step: CheckoutStep) => () => send({ type: 'edit', step });

  // A refused step moves the focus (and the view) to its first refused field (issue 35).
  useEffect(() => {
    const refused = document.querySelector<HTMLElement>('[data-checkout-steps] [aria-invalid="true"]');
    if (refused === null) return;
    refused.scrollIntoView?.({ block: 'center' });
    refused.focus({ preventScroll: true });
  }, [personalErrors, shippingErrors, billingErrors]);

  const continuePersonal = () => {
    const errors = validatePersonalForm(form.personal);
    if (!hasErrors(errors)) {
      dispatch(personalDetailsSaved(toPersonalDetails(form.personal)));
      // The shipping address starts with the names just given (or the account's), unless it has its own.
      if (form.shipping.firstName === '' && form.shipping.lastName === '') {
        update({ shipping: { ...form.shipping, firstName: form.personal.firstName.trim(), lastName: form.personal.lastName.trim() } });
      }
    }
    send({ type: 'personalChecked', errors });
  };
  const goToPayment = (shipping: AddressForm, shippingMethod: string) => {
    dispatch(shippingDetailsSaved(toShippingDetails(shipping, shippingMethod)));
    if (shipping.country !== cartCountry) dispatch(shippingCountryChanged(shipping.country));
    // A Packstation cannot receive invoices: the billing address is asked for separately.
    update({ shipping, ...(shipping.kind === 'packstation' ? { billingSameAsShipping: false } : {}) });
    send({ type: 'shippingConfirmed' });
  };
  const continueShipping = async () => {
    const errors = validateAddressForm(form.shipping);
    send({ type: 'shippingChecked', errors });
    if (hasErrors(errors)) return;
    if (shippingMethod === null) {
      if (shippingMethods === null) setWaitingFor('shipping');
      return;
    }
    // Offline or unanswered, the address goes on as entered: the server checks it again with the order.
    const answer = await run(addressCheckTask(orderAddress(form.shipping, form.personal.emailAddress))).catch(() => null);
    const check = answer?.code === 200 ? addressCheckAnswerSchema.safeParse(answer.result) : null;
    if (check?.success) {
      const serverErrors = addressCheckErrors(check.data);
      send({ type: 'shippingChecked', errors: serverErrors });
      if (hasErrors(serverErrors)) return;
      if (check.data.suggestions.length > 0) {
        send({ type: 'suggestionOffered', suggestion: check.data.suggestions[0] });
        return;
      }
    }
    goToPayment(form.shipping, shippingMethod);
  };
  const continuePayment = () => {
    const billing = form.billingSameAsShipping ? form.shipping : form.billing;
    const errors = form.billingSameAsShipping ? {} : validateAddressForm(form.billing);
    if (paymentMethod === null && paymentMethods === null && !hasErrors(errors)) {
      setWaitingFor('payment');
      return;
    }
    if (!hasErrors(errors) && paymentMethod !== null) {
      dispatch(paymentDetailsSaved(toPaymentDetails(billing, paymentMethod)));
      const shipping = shippingMethods?.find((m) => shippingMethodKey(m) === shippingMethod);
      if (shipping) void run(collectTotalsTask(paymentMethod, shipping)).catch(() => null);
    }
    send({ type: 'paymentChecked', errors, methodChosen: paymentMethod !== null });
  };
  useEffect(() => {
    if (waitingFor === 'shipping' && shippingMethods !== null) {
      setWaitingFor(null);
      void continueShipping();
    } else if (waitingFor === 'payment' && paymentMethods !== null) {
      setWaitingFor(null);
      continuePayment();
    }
    // Run when the awaited list arrives; the handlers of this render read the form as it is now.
  }, [waitingFor, shippingMethods, paymentMethods]);

  const paymentTitle = (code: string, fallback?: string) => (t.has(`paymentMethods.${code}`) ? t(`paymentMethods.${code}`) : (fallback ?? code));
  const chosenPayment = paymentMethods?.find((m) => m.code === paymentMethod);
  const chosenShipping = shippingMethods?.find((m) => shippingMethodKey(m) === shippingMethod);

  return (
    <div className={styles.steps} data-checkout-steps="">
      <StepSection
        number={1}
        title={t('steps.personal')}
        state={stateOf('personal')}
        onEdit={edit('personal')}
        summary={
          <p>
            {form.personal.firstName} {form.personal.lastName}
            <br />
            {form.personal.emailAddress}
          </p>
        }
      >
        <PersonalStep form={form.personal} errors={personalErrors} onChange={(personal) => update({ personal })} loggedIn={loggedIn} />
        <button type="button" className={`button ${styles.next}`} onClick={continuePersonal}>
          {t('steps.toShipping')}
        </button>
      </StepSection>

      <StepSection
        number={2}
        title={t('steps.shipping')}
        state={stateOf('shipping')}
        onEdit={edit('shipping')}
        summary={<AddressSummary form={form.shipping} method={chosenShipping && shippingTitle(chosenShipping)} />}
      >
        <AddressFields
          idPrefix="shipping"
          form={form.shipping}
          errors={shippingErrors}
          onChange={(shipping) => {
            send({ type: 'shippingAddressEdited' });
            update({ shipping });
          }}
          allowPackstation
        />
        <MethodChoice
          name="shipping-method"
          legend={t('methods.shipping')}
          options={shippingMethods?.map((m) => ({ key: shippingMethodKey(m), title: shippingTitle(m), price: m.price_incl_tax ?? null })) ?? null}
          chosen={shippingMethod}
          onChoose={(shippingMethod) => update({ shippingMethod })}
          status={shippingMethodsStatus}
        />
        {suggestion && shippingMethod !== null ? (
          <AddressSuggestion
            suggestion={suggestion}
            onAccept={() => goToPayment(acceptSuggestion(form.shipping, suggestion), shippingMethod)}
            onKeep={() => goToPayment(form.shipping, shippingMethod)}
          />
        ) : (
          <button type="button" className={`button ${styles.next}`} onClick={() => void continueShipping()} aria-busy={waitingFor === 'shipping'}>
            {t('steps.toPayment')}
          </button>
        )}
      </StepSection>

      <StepSection
        number={3}
        title={t('steps.payment')}
        state={stateOf('payment')}
        onEdit={edit('payment')}
        summary={
          <AddressSummary
            form={form.billingSameAsShipping ? form.shipping : form.billing}
            method={paymentMethod ? paymentTitle(paymentMethod, chosenPayment?.title) : undefined}
          />
        }
      >
        {form.shipping.kind !== 'packstation' && (
          <label className={styles.choice}>
            <input type="checkbox" checked={form.billingSameAsShipping} onChange={(e) => update({ billingSameAsShipping: e.target.checked })} />
            {t('payment.sameAsShipping')}
          </label>
        )}
        {!form.billingSameAsShipping && (
          <AddressFields idPrefix="billing" form={form.billing} errors={billingErrors} onChange={(billing) => update({ billing })} allowPackstation={false} />
        )}
        <MethodChoice
          name="payment-method"
          legend={t('methods.payment')}
          options={paymentMethods?.map((m) => ({ key: m.code, title: paymentTitle(m.code, m.title), price: m.cost_incl_tax ?? m.cost ?? null })) ?? null}
          chosen={paymentMethod}
          onChoose={(paymentMethod) => update({ paymentMethod })}
          status={paymentMethodsStatus}
        />
        <button type="button" className={`button ${styles.next}`} onClick={continuePayment} aria-busy={waitingFor === 'payment'}>
          {t('steps.toReview')}
        </button>
      </StepSection>

      <StepSection number={4} title={t('steps.review')} state={stateOf('review')}>
        <OrderReview form={form} onTerms={(accepted) => update({ termsAccepted: accepted })} shippingMethods={shippingMethods} stockBlocked={stockBlocked} />
      </StepSection>
    </div>
  );
}

export function CheckoutPage() {
  const t = useTranslations('checkout-ui');
  const path = useShopPath();
  const ready = usePersistedStateReady();
  const items = useAppSelector(selectCartItems);
  const thankYou = useAppSelector(selectIsThankYouPage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const leaving = useExternalCheckout(ready && !thankYou);
  const unservable = useUnservableLines(items);

  if (ready && thankYou) return <ThankYou />;
  const title = <h1 className={styles.title}>{t('title')}</h1>;
  if (!ready || leaving) {
    return (
      <>
        {title}
        <p className={styles.muted}>{t('loading')}</p>
      </>
    );
  }
  if (items.length === 0) {
    return (
      <>
        {title}
        <div className={styles.emptyCheckout}>
          <p>{t('emptyCart')}</p>
          <a className="button" href={path(SHOP_ROUTES.home)}>
            {t('continueShopping')}
          </a>
        </div>
      </>
    );
  }
  return (
    <>
    {title}
    <div className={styles.layout}>
      <div>
        {!loggedIn && (
          <p className={styles.loginHint}>
            {t('loginHint')} <a href={path(SHOP_ROUTES.checkoutLogin)}>{t('loginLink')}</a>
          </p>
        )}
        <StockProblems lines={unservable} />
        <CheckoutSteps stockBlocked={unservable.length > 0} />
      </div>
      <OrderSidebar />
    </div>
    </>
  );
}

/**
 * The checkout's step machine (spec 01 §2, 02 §2): personal details, shipping, payment, review,
 * in that order. A step opens the next only when its check found no errors; a finished step can be
 * opened again with "Edit"; the shipping step may stop at an address suggestion until the shopper
 * accepts or keeps the address; typing in the shipping address drops the suggestion. One reducer,
 * so the whole flow is pure and tested (tests/unit/checkout/checkout-steps.test.ts).
 */
import { hasErrors, type AddressForm, type FormErrors, type PersonalForm } from './checkout-form';
import type { SuggestedAddress } from './address-check';

export const CHECKOUT_STEPS = ['personal', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export type StepState = 'active' | 'done' | 'waiting';

export interface CheckoutSteps {
  step: CheckoutStep;
  personalErrors: FormErrors<PersonalForm>;
  shippingErrors: FormErrors<AddressForm>;
  billingErrors: FormErrors<AddressForm>;
  suggestion: SuggestedAddress | null;
}

export type CheckoutStepEvent =
  | { type: 'edit'; step: CheckoutStep }
  | { type: 'personalChecked'; errors: FormErrors<PersonalForm> }
  | { type: 'shippingChecked'; errors: FormErrors<AddressForm> }
  | { type: 'suggestionOffered'; suggestion: SuggestedAddress }
  | { type: 'shippingAddressEdited' }
  | { type: 'shippingConfirmed' }
  /** `methodChosen`: a payment method is picked; without one the step stays open. */
  | { type: 'paymentChecked'; errors: FormErrors<AddressForm>; methodChosen: boolean };

export const initialCheckoutSteps: CheckoutSteps = { step: 'personal', personalErrors: {}, shippingErrors: {}, billingErrors: {}, suggestion: null };

export function checkoutStepsReducer(state: CheckoutSteps, event: CheckoutStepEvent): CheckoutSteps {
  switch (event.type) {
    case 'edit':
      return { ...state, step: event.step };
    case 'personalChecked':
      return { ...state, personalErrors: event.errors, step: hasErrors(event.errors) ? state.step : 'shipping' };
    case 'shippingChecked':
      return { ...state, shippingErrors: event.errors };
    case 'suggestionOffered':
      return { ...state, suggestion: event.suggestion };
    case 'shippingAddressEdited':
      return state.suggestion === null ? state : { ...state, suggestion: null };
    case 'shippingConfirmed':
      return { ...state, suggestion: null, step: 'payment' };
    case 'paymentChecked':
      return { ...state, billingErrors: event.errors, step: !hasErrors(event.errors) && event.methodChosen ? 'review' : state.step };
  }
}

/** How a step shows: the open one active, those before it done (with "Edit"), those after waiting. */
export function stepState(state: Pick<CheckoutSteps, 'step'>, step: CheckoutStep): StepState {
  const at = CHECKOUT_STEPS.indexOf(state.step);
  return step === state.step ? 'active' : CHECKOUT_STEPS.indexOf(step) < at ? 'done' : 'waiting';
}

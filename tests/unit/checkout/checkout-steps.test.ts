/** The checkout's step machine (lib/checkout/checkout-steps.ts): order, checks, suggestion, edit. */
import { checkoutStepsReducer as reduce, initialCheckoutSteps, stepState, type CheckoutSteps } from '@/lib/checkout/checkout-steps';
import type { SuggestedAddress } from '@/lib/checkout/address-check';

const suggestion = { street: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' } as unknown as SuggestedAddress;
const run = (...events: Parameters<typeof reduce>[1][]) => events.reduce(reduce, initialCheckoutSteps);

describe('the checkout step machine', () => {
  it('starts at personal details with every later step waiting', () => {
    expect(initialCheckoutSteps.step).toBe('personal');
    expect(['personal', 'shipping', 'payment', 'review'].map((step) => stepState(initialCheckoutSteps, step as never))).toEqual(['active', 'waiting', 'waiting', 'waiting']);
  });

  it('keeps a step open while its check finds errors, and shows them', () => {
    const state = run({ type: 'personalChecked', errors: { firstName: 'nameTooShort' } });
    expect(state.step).toBe('personal');
    expect(state.personalErrors).toEqual({ firstName: 'nameTooShort' });
  });

  it('walks personal → shipping → payment → review when every check passes', () => {
    const state = run(
      { type: 'personalChecked', errors: {} },
      { type: 'shippingChecked', errors: {} },
      { type: 'shippingConfirmed' },
      { type: 'paymentChecked', errors: {}, methodChosen: true },
    );
    expect(state.step).toBe('review');
    expect(['personal', 'shipping', 'payment', 'review'].map((step) => stepState(state, step as never))).toEqual(['done', 'done', 'done', 'active']);
  });

  it('stops at an address suggestion until the shopper accepts or keeps it; typing drops it', () => {
    const offered = run({ type: 'personalChecked', errors: {} }, { type: 'shippingChecked', errors: {} }, { type: 'suggestionOffered', suggestion });
    expect(offered).toMatchObject({ step: 'shipping', suggestion });
    expect(reduce(offered, { type: 'shippingAddressEdited' }).suggestion).toBeNull();
    expect(reduce(offered, { type: 'shippingConfirmed' })).toMatchObject({ step: 'payment', suggestion: null });
  });

  it('does not leave payment without a method or with billing errors', () => {
    const atPayment: CheckoutSteps = { ...initialCheckoutSteps, step: 'payment' };
    expect(reduce(atPayment, { type: 'paymentChecked', errors: {}, methodChosen: false }).step).toBe('payment');
    const refused = reduce(atPayment, { type: 'paymentChecked', errors: { city: 'required' }, methodChosen: true });
    expect(refused).toMatchObject({ step: 'payment', billingErrors: { city: 'required' } });
  });

  it('reopens a finished step with Edit and keeps what was entered after it', () => {
    const review = run({ type: 'personalChecked', errors: {} }, { type: 'shippingConfirmed' }, { type: 'paymentChecked', errors: {}, methodChosen: true });
    const edited = reduce(review, { type: 'edit', step: 'shipping' });
    expect(stepState(edited, 'personal')).toBe('done');
    expect(stepState(edited, 'shipping')).toBe('active');
    expect(stepState(edited, 'review')).toBe('waiting');
  });
});

'use client';
/**
 * The checkout form's state: opened from the stored checkout while it is fresh (30 minutes), else
 * prefilled from the logged-in customer's profile and saved addresses, else empty for the store's
 * country. Each finished step is saved to the store, which stamps the checkout's freshness.
 */
import { useCallback, useEffect, useState } from 'react';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import {
  addressFormFrom,
  addressFormFromSaved,
  defaultAddress,
  emptyAddressForm,
  emptyPersonalForm,
  personalFormFrom,
  savedAddresses,
  type AddressForm,
  type PersonalForm,
} from '@/lib/checkout';
import { selectPaymentDetails, selectPersonalDetails, selectShippingDetails, selectUser, useAppSelector, type SessionUser } from '@/store';

export interface CheckoutForm {
  personal: PersonalForm;
  shipping: AddressForm;
  billing: AddressForm;
  billingSameAsShipping: boolean;
  shippingMethod: string | null;
  paymentMethod: string | null;
  termsAccepted: boolean;
}

function fromUser(user: SessionUser | null, country: string): Pick<CheckoutForm, 'personal' | 'shipping' | 'billing'> {
  const addresses = savedAddresses(user);
  const shipping = defaultAddress(addresses, 'shipping');
  const billing = defaultAddress(addresses, 'billing');
  return {
    personal: user ? { ...emptyPersonalForm, firstName: user.firstname ?? '', lastName: user.lastname ?? '', emailAddress: user.email } : emptyPersonalForm,
    shipping: shipping ? addressFormFromSaved(shipping) : emptyAddressForm(country),
    billing: billing ? addressFormFromSaved(billing) : emptyAddressForm(country),
  };
}

export function useCheckoutForm(): [CheckoutForm, (change: Partial<CheckoutForm>) => void] {
  const { country } = useStoreView();
  const user = useAppSelector(selectUser);
  const personal = useAppSelector(selectPersonalDetails);
  const shipping = useAppSelector(selectShippingDetails);
  const payment = useAppSelector(selectPaymentDetails);
  const initial = (): CheckoutForm => {
    const base = fromUser(user, country);
    return {
      personal: personal ? personalFormFrom(personal) : base.personal,
      shipping: shipping ? addressFormFrom(shipping) : base.shipping,
      billing: payment ? addressFormFrom(payment) : base.billing,
      billingSameAsShipping: payment === null,
      shippingMethod: shipping?.shippingMethod ?? null,
      paymentMethod: payment?.paymentMethod ?? null,
      termsAccepted: false,
    };
  };
  const [form, setForm] = useState<CheckoutForm>(initial);
  // The profile may arrive after the page opened (login, token on start): prefill what is still empty.
  useEffect(() => {
    if (user === null) return;
    setForm((current) => {
      const base = fromUser(user, country);
      return {
        ...current,
        personal: current.personal.emailAddress === '' ? base.personal : current.personal,
        shipping: current.shipping.firstName === '' ? base.shipping : current.shipping,
        billing: current.billing.firstName === '' ? base.billing : current.billing,
      };
    });
  }, [user, country]);
  const update = useCallback((change: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...change })), []);
  return [form, update];
}

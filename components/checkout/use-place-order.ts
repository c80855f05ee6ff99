'use client';
/**
 * Placing the order from the review step: an account is created first when the shopper asked for
 * one (online only: offline the order goes as a guest's), then the order goes to the store's
 * placement (hash guard, offline queue, texts).
 */
import { confirmedBirthDate } from '@/lib/service/age-confirmation';
import { buildOrderPayload, registerTask, shippingMethodKey, type ShippingMethodOption } from '@/lib/checkout';
import { useApiTask } from '@/components/ui';
import { orderPlacementRequested, selectCartItems, selectCartToken, selectIsOnline, selectUser, useAppDispatch, useAppSelector } from '@/store';
import type { CheckoutForm } from './use-checkout-form';

export function usePlaceOrder(form: CheckoutForm, shippingMethods: ShippingMethodOption[] | null): () => Promise<void> {
  const dispatch = useAppDispatch();
  const run = useApiTask();
  const items = useAppSelector(selectCartItems);
  const cartId = useAppSelector(selectCartToken);
  const user = useAppSelector(selectUser);
  const online = useAppSelector(selectIsOnline);

  return async () => {
    if (cartId === null || form.paymentMethod === null) return;
    const method = shippingMethods?.find((m) => shippingMethodKey(m) === form.shippingMethod);
    if (method === undefined) return;
    const { personal } = form;
    if (personal.createAccount && user === null && online) {
      const customer = { email: personal.emailAddress.trim(), firstname: personal.firstName.trim(), lastname: personal.lastName.trim() };
      const answer = await run(registerTask(customer, personal.password)).catch(() => null);
      if (answer?.code !== 200) return;
    }
    dispatch(
      orderPlacementRequested(
        buildOrderPayload({
          cartId,
          userId: user?.id ?? null,
          items,
          email: personal.emailAddress,
          shipping: form.shipping,
          billing: form.billingSameAsShipping ? form.shipping : form.billing,
          shippingMethod: method,
          paymentMethod: form.paymentMethod,
          ageVerifiedBirthDate: confirmedBirthDate(),
        }),
      ),
    );
  };
}

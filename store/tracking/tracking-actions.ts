/** What the cart and checkout screens tell tracking, without Redux Toolkit (ADR 0031); `tracking-listeners.ts` reports them. */
import { plainAction } from '../plain-action';

/** The cart page or drawer was shown; the checkout was entered (dispatched by those screens). */
export const cartViewed = plainAction<void>('tracking/cartViewed');
export const checkoutEntered = plainAction<void>('tracking/checkoutEntered');

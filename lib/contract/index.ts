/**
 * The contract between browser and server (ADR 0012): every call's request and response schemas, shared by the route handlers, the browser's call layer and the forms.
 * Pure zod and config constants, no server imports: safe in a client bundle.
 */
export * from './address';
export * from './cart';
export * from './cart-answers';
export * from './contact-preferences';
export * from './customer-address';
export * from './fields';
export * from './order';
export * from './order-view';
export * from './review';
export * from './subscription';
export * from './user';
export * from './wishlist-calls';
export * from './loyalty';

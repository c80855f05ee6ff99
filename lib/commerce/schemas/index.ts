/**
 * The commerce calls' request schemas, shared by the route handlers and the browser's call layer.
 * Pure zod and config constants: safe in a client bundle (never import `@/lib/commerce` there).
 */
export * from './address';
export * from './cart';
export * from './contact-preferences';
export * from './customer-address';
export * from './order';
export * from './review';
export * from './subscription';
export * from './user';
export * from './wishlist';

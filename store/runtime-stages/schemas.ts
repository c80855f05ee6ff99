/** The runtime's third stage: the catalogue's schemas (the largest set) and the cart's answers, which the contract builds on. */
export { cartItemSchema } from '@/lib/catalog/types';
export { serverCartSchema } from '@/lib/contract/cart-answers';
export const runtimeStage = 'schemas';
export const nextStage = () => import('./api');

/**
 * Recommendations without an external service: products bought together, then the same category.
 */
export { recommendationsFor } from './recommend-products';

/**
 * Stock as the product page asks for it.
 */
export { readStock } from './stock-info';

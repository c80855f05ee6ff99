/** Product comparison: the toggle on tiles and product pages, the fixed panel and the /compare page. */
export { CompareToggle } from './CompareToggle';
export { ComparePanel } from './ComparePanel';
export { ComparePage } from './ComparePage';

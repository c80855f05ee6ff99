/**
 * The configurable product route `/p/{parentSku}/{slug}/{childSku}`: the parent's page with that
 * child chosen. Same page and metadata as the parent route (ProductPage reads the optional childSku);
 * the segment config stays literal here because Next.js reads it from this file statically.
 */
export { default, generateMetadata, generateStaticParams } from '../page';

export const dynamicParams = true;

/** Product images through the image proxy at the spec's sizes. */
export { productImage, proxiedImageUrl, imageProxyPattern, type ImageSource } from './product-image';

/** Product images through the image proxy at the spec's sizes. */
export { productImage, proxiedImageUrl, type ImageSource } from './product-image';
export { imageProxyPattern } from '@/lib/config/media';

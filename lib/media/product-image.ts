/**
 * The one image helper: a product image path becomes the address of the image proxy (spec 01 §9
 * pattern with {width}, {height} and {url}) at one of the spec's sizes, with the attributes an
 * `<img>` needs for layout without shift and lazy loading. No image → null (callers draw a placeholder).
 */
import { EAGER_IMAGE_COUNT, IMAGE_SIZES, imageProxyPattern, type ImageSize } from '@/lib/config/media';
import { hasImage } from '@/lib/catalog/images';

export interface ImageSource {
  src: string;
  width: number;
  height: number;
  loading: 'lazy' | 'eager';
}

/** `/catalog/coffee-brown.svg` in the pattern; a relative image path gets its leading slash. */
export function proxiedImageUrl(image: string, size: ImageSize, pattern: string = imageProxyPattern()): string {
  const { width, height } = IMAGE_SIZES[size];
  const url = /^https?:\/\//.test(image) || image.startsWith('/') ? image : `/${image}`;
  return pattern.replace('{width}', String(width)).replace('{height}', String(height)).replace('{url}', encodeURI(url));
}

/**
 * The `<img>` source of a product image, or null for `no_selection` and empty images.
 * `position` is the image's place in a list: the first row loads at once, later ones lazily.
 */
export function productImage(image: string | null | undefined, size: ImageSize, position = 0, pattern?: string): ImageSource | null {
  if (!hasImage({ image })) return null;
  const { width, height } = IMAGE_SIZES[size];
  return {
    src: proxiedImageUrl(image as string, size, pattern),
    width,
    height,
    loading: position < EAGER_IMAGE_COUNT ? 'eager' : 'lazy',
  };
}

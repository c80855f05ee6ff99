/** The has-image rule (spec §5): an image is set and is not the `no_selection` placeholder. */
import { NO_IMAGE_VALUE } from '@/lib/config/catalog';

export function hasImage(product: { image?: string | null }): boolean {
  return Boolean(product.image) && product.image !== NO_IMAGE_VALUE;
}

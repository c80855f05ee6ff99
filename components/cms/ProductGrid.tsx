/** A grid of product tiles priced for a guest of the store (home page features, search results). */
import type { Product } from '@/lib/catalog';
import type { Store } from '@/lib/config/stores';
import { ProductTiles } from '@/components/catalog';
import { guestPricing, listedProduct } from '@/lib/catalog/read';
import styles from './ProductGrid.module.css';

export async function ProductGrid({ store, products }: { store: Store; products: readonly Product[] }) {
  const pricing = await guestPricing(store);
  return <ProductTiles store={store} products={products.map((product) => listedProduct(product, pricing))} className={styles.grid} />;
}

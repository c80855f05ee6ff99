/** A category's title, top description, banners and links to its subcategories. */
import type { Store } from '@/lib/config/stores';
import type { Category } from '@/lib/catalog';
import { categoryPath } from '@/lib/seo';
import { storePath } from '@/lib/routing/store-path';
import { productImage } from '@/lib/media';
import { categoryBanners, categoryText } from './category-content';
import styles from './CategoryHeader.module.css';

export function CategoryHeader({ store, category, count, subcategoriesTitle }: { store: Store; category: Category; count: string; subcategoriesTitle: string }) {
  const banners = categoryBanners(category, 'top');
  const children = (category.children_data ?? []).filter((c) => c.is_active !== false && (c.product_count ?? 0) > 0);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1>{category.name}</h1>
        <p className={styles.count}>{count}</p>
      </div>
      {categoryText(category, 'top').map((paragraph, i) => (
        <p key={i} className={styles.description}>{paragraph}</p>
      ))}
      {banners.map((banner) => {
        const image = productImage(banner.image, 'thumbnail');
        return (
          <a key={banner.id} href={storePath(store, banner.link)} className={styles.banner}>
            {image ? <img src={image.src} width={image.width} height={image.height} alt="" className={styles.bannerImage} /> : null}
            <span className={styles.bannerTitle}>{banner.title}</span>
          </a>
        );
      })}
      {children.length > 0 ? (
        <nav aria-label={subcategoriesTitle}>
          <ul className={styles.subcategories}>
            {children.map((child) => (
              <li key={child.id}>
                <a href={storePath(store, categoryPath(child))}>{child.menu_name || child.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

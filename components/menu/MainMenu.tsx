'use client';
/**
 * The header menu (spec 02 §2, §4): top-level entries with layered submenus, drawn from the
 * menu's view (`menuView`: names and links only) as a plain tree of links, so it works without
 * JavaScript (panels open on hover and focus via CSS) and which the browser keeps as the server
 * drew it, hydrating none of it. `MenuEnhancer` adds the rest: the flyout's
 * close delay and keys (`flyout.ts`) and, on small screens, the drawer (`MenuDrawer`, loaded on
 * first use, its layers built from the same view by `menu-layers.ts`).
 */
import type { ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { MenuEntryView, MenuLinkView } from '@/lib/menu/menu-view';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import { MenuEnhancer } from './MenuEnhancer';
import styles from './MainMenu.module.css';

interface MenuLinkProps {
  link: { url: string; external?: true };
  className?: string;
  style?: React.CSSProperties;
  top?: boolean;
  children: ReactNode;
}

function MenuLink({ link, className, style, top, children }: MenuLinkProps) {
  return (
    <a href={link.url} className={className} style={style} rel={link.external ? 'noopener' : undefined} data-menu-top={top || undefined}>
      {children}
    </a>
  );
}

function ItemList({ items, depth }: { items: MenuLinkView[]; depth: number }) {
  return (
    <ul className={depth === 0 ? styles.items : styles.subItems}>
      {items.map((item, i) => (
        <li key={i} className={item.highlighted ? styles.highlighted : undefined}>
          <MenuLink link={item}>{item.name}</MenuLink>
          {item.children && <ItemList items={item.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** The menu's tree of links, as the server draws it and the browser keeps it (`StaticMarkup`). */
function MenuTree({ entries }: { entries: MenuEntryView[] }) {
  const t = useTranslations('menu');
  return entries.map((entry, i) => (
    <li key={i} className={styles.top} data-menu-entry="">
      <MenuLink link={entry} className={styles.topLink} style={entry.color ? { color: entry.color } : undefined} top>
        {entry.name}
      </MenuLink>
      {entry.sections.length > 0 && (
        <div className={styles.panel} data-menu-panel="">
          <div className={styles.panelInner}>
            {entry.sections.map((section, j) => (
              <section key={j} className={section.highlighted ? `${styles.section} ${styles.sectionHighlighted}` : styles.section}>
                <p className={styles.sectionTitle}>
                  {section.name}
                </p>
                <ItemList items={section.items} depth={0} />
              </section>
            ))}
            {entry.teaser && (
              <p className={styles.teaser}>
                {entry.teaser} <MenuLink link={entry}>{t('all', { name: entry.name })}</MenuLink>
              </p>
            )}
          </div>
        </div>
      )}
    </li>
  ));
}

export function MainMenu({ entries }: { entries: MenuEntryView[] }) {
  return (
    <div className={styles.menu} data-menu="">
      <MenuEnhancer entries={entries} />
      <StaticMarkup as="ul" className={styles.topList} drawnFrom={[entries]}>
        <MenuTree entries={entries} />
      </StaticMarkup>
    </div>
  );
}

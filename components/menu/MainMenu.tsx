'use client';
/**
 * The header menu (spec 02 §2, §4): top-level entries with layered submenus. The server HTML is a
 * plain tree of links, so it works without JavaScript (panels open on hover and focus via CSS).
 * With JavaScript, a panel closes 300 ms after the pointer leaves, Escape closes it, arrow keys
 * move between entries and links, and on small screens the menu opens as a drawer whose
 * submenus open in layers.
 */
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { SUBMENU_CLOSE_DELAY_MS } from '@/lib/config/menu';
import type { MenuEntry, MenuItem, UrlType } from '@/lib/menu';
import styles from './MainMenu.module.css';

interface MenuLinkProps {
  url: string;
  urlType: UrlType;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  anchorRef?: Ref<HTMLAnchorElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  style?: CSSProperties;
}

/** Same-site links navigate in-app; external ones are plain links. */
function MenuLink({ url, urlType, className, children, onNavigate, anchorRef, onKeyDown, style }: MenuLinkProps) {
  if (urlType === 'external') {
    return (
      <a href={url} className={className} rel="noopener" ref={anchorRef} onKeyDown={onKeyDown} style={style}>
        {children}
      </a>
    );
  }
  return (
    <Link href={url} className={className} onClick={onNavigate} ref={anchorRef} onKeyDown={onKeyDown} style={style}>
      {children}
    </Link>
  );
}

function ItemList({ items, depth, onNavigate }: { items: MenuItem[]; depth: number; onNavigate: () => void }) {
  return (
    <ul className={depth === 0 ? styles.items : styles.subItems}>
      {items.map((item) => (
        <li key={item.id} className={item.highlighted ? styles.highlighted : undefined}>
          <MenuLink url={item.url} urlType={item.urlType} onNavigate={onNavigate}>
            {item.name}
          </MenuLink>
          {item.children.length > 0 && <ItemList items={item.children} depth={depth + 1} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

/** One layer of the mobile drawer: an entry's sections, or an item's children as one group. */
interface Layer {
  name: string;
  url: string;
  urlType: UrlType;
  groups: Array<{ id: string; name?: string; items: MenuItem[] }>;
}

function entryLayer(entry: MenuEntry): Layer {
  return { ...entry, groups: entry.sections.map((section) => ({ id: section.id, name: section.name, items: section.menuItems })) };
}

function itemLayer(item: MenuItem): Layer {
  return { ...item, groups: [{ id: item.id, items: item.children }] };
}

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

export function MainMenu({ entries }: { entries: MenuEntry[] }) {
  const t = useTranslations('menu');
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [layers, setLayers] = useState<Layer[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const topLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  const panels = useRef<Array<HTMLDivElement | null>>([]);
  const drawerRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => setEnhanced(true), []);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), SUBMENU_CLOSE_DELAY_MS);
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);

  const closeAll = useCallback(() => {
    cancelClose();
    setOpen(null);
    setDrawer(false);
    setLayers([]);
  }, [cancelClose]);

  useEffect(() => {
    if (!drawer) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawer(false);
      setLayers([]);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    focusables(drawerRef.current)[0]?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer, layers.length]);

  const onTopKey = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      const next = (to + entries.length) % entries.length;
      setOpen(null);
      topLinks.current[next]?.focus();
    };
    if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'ArrowLeft') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if ((event.key === 'ArrowDown' || event.key === ' ') && entries[index].sections.length > 0) {
      event.preventDefault();
      cancelClose();
      setOpen(index);
      requestAnimationFrame(() => focusables(panels.current[index])[0]?.focus());
    } else if (event.key === 'Escape') {
      setOpen(null);
    }
  };

  const onPanelKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const links = focusables(panels.current[index]);
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(null);
      topLinks.current[index]?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (at + step < 0) topLinks.current[index]?.focus();
      else links[Math.min(at + step, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + entries.length) % entries.length;
      setOpen(null);
      topLinks.current[next]?.focus();
    }
  };

  const layer = layers[layers.length - 1];
  const push = (next: Layer) => setLayers((current) => [...current, next]);
  const pop = () => setLayers((current) => current.slice(0, -1));

  return (
    <div className={styles.menu} data-enhanced={enhanced || undefined}>
      {enhanced && (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={drawer}
          aria-controls="main-menu-drawer"
          onClick={() => (drawer ? closeAll() : setDrawer(true))}
        >
          <span className={styles.burger} aria-hidden="true" />
          {drawer ? t('close') : t('open')}
        </button>
      )}
      <ul className={styles.topList}>
        {entries.map((entry, index) => (
          <li
            key={entry.id}
            className={styles.top}
            data-open={open === index || undefined}
            onMouseEnter={() => {
              cancelClose();
              if (entry.sections.length > 0) setOpen(index);
              else setOpen(null);
            }}
            onMouseLeave={scheduleClose}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen((current) => (current === index ? null : current));
            }}
          >
            <MenuLink
              url={entry.url}
              urlType={entry.urlType}
              className={styles.topLink}
              onNavigate={closeAll}
              anchorRef={(node) => {
                topLinks.current[index] = node;
              }}
              onKeyDown={onTopKey(index)}
              style={entry.color ? { color: entry.color } : undefined}
            >
              {entry.name}
            </MenuLink>
            {entry.sections.length > 0 && (
              <div
                className={styles.panel}
                ref={(node) => {
                  panels.current[index] = node;
                }}
                onKeyDown={onPanelKey(index)}
              >
                <div className={styles.panelInner}>
                  {entry.sections.map((section) => (
                    <section key={section.id} className={section.highlighted ? `${styles.section} ${styles.sectionHighlighted}` : styles.section}>
                      <p className={styles.sectionTitle}>{section.name}</p>
                      <ItemList items={section.menuItems} depth={0} onNavigate={closeAll} />
                    </section>
                  ))}
                  {entry.content && (
                    <p className={styles.teaser}>
                      {entry.content}{' '}
                      <MenuLink url={entry.url} urlType={entry.urlType} onNavigate={closeAll}>
                        {t('all', { name: entry.name })}
                      </MenuLink>
                    </p>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {drawer && (
        <div id="main-menu-drawer" className={styles.drawer} ref={drawerRef} role="dialog" aria-modal="true" aria-label={t('open')}>
          {layer && (
            <button type="button" className={styles.back} onClick={pop}>
              ‹ {t('back')}
            </button>
          )}
          {!layer && (
            <ul className={styles.layer}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  {entry.sections.length > 0 ? (
                    <button type="button" className={styles.layerButton} onClick={() => push(entryLayer(entry))} aria-label={t('submenu', { name: entry.name })}>
                      {entry.name} <span aria-hidden="true">›</span>
                    </button>
                  ) : (
                    <MenuLink url={entry.url} urlType={entry.urlType} className={styles.layerLink} onNavigate={closeAll}>
                      {entry.name}
                    </MenuLink>
                  )}
                </li>
              ))}
            </ul>
          )}
          {layer && (
            <div className={styles.layer}>
              <MenuLink url={layer.url} urlType={layer.urlType} className={styles.layerAll} onNavigate={closeAll}>
                {t('all', { name: layer.name })}
              </MenuLink>
              {layer.groups.map((group) => (
                <section key={group.id}>
                  {group.name && <p className={styles.sectionTitle}>{group.name}</p>}
                  <LayerItems items={group.items} onOpen={(item) => push(itemLayer(item))} onNavigate={closeAll} openLabel={(name) => t('submenu', { name })} />
                </section>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function LayerItems({ items, onOpen, onNavigate, openLabel }: { items: MenuItem[]; onOpen: (item: MenuItem) => void; onNavigate: () => void; openLabel: (name: string) => string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <button type="button" className={styles.layerButton} onClick={() => onOpen(item)} aria-label={openLabel(item.name)}>
              {item.name} <span aria-hidden="true">›</span>
            </button>
          ) : (
            <MenuLink url={item.url} urlType={item.urlType} className={styles.layerLink} onNavigate={onNavigate}>
              {item.name}
            </MenuLink>
          )}
        </li>
      ))}
    </ul>
  );
}

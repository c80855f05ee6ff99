'use client';
/**
 * The menu drawer of small screens (spec 02 §4): the top entries, and for each the layer of its
 * sections, then of an item's children, with a way back; Escape closes it and returns focus to
 * the toggle. Its layers come from the menu's view (`menuLayers`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { MenuEntryView } from '@/lib/menu/menu-view';
import { menuLayers, type MenuNode } from './menu-layers';
import styles from './MainMenu.module.css';

export interface MenuDrawerProps {
  entries: readonly MenuEntryView[];
  onClose: (refocus: boolean) => void;
}

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

function NodeList({ nodes, onOpen, openLabel }: { nodes: MenuNode[]; onOpen: (node: MenuNode) => void; openLabel: (name: string) => string }) {
  return (
    <ul className={styles.layer}>
      {nodes.map((node) => (
        <li key={`${node.url}|${node.name}`}>
          {node.groups.length > 0 ? (
            <button type="button" className={styles.layerButton} onClick={() => onOpen(node)} aria-label={openLabel(node.name)}>
              {node.name} <span aria-hidden="true">›</span>
            </button>
          ) : (
            <a href={node.url} className={styles.layerLink}>
              {node.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

export function MenuDrawer({ entries: view, onClose }: MenuDrawerProps) {
  const t = useTranslations('menu');
  const entries = useMemo(() => menuLayers(view), [view]);
  const [layers, setLayers] = useState<MenuNode[]>([]);
  const drawer = useRef<HTMLDivElement | null>(null);
  const layer = layers[layers.length - 1];
  const push = (node: MenuNode) => setLayers((current) => [...current, node]);
  const openLabel = (name: string) => t('submenu', { name });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    window.addEventListener('keydown', onKey);
    focusables(drawer.current)[0]?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, layers.length]);

  return (
    <div id="main-menu-drawer" className={styles.drawer} ref={drawer} role="dialog" aria-modal="true" aria-label={t('open')}>
      {layer ? (
        <>
          <button type="button" className={styles.back} onClick={() => setLayers((current) => current.slice(0, -1))}>
            ‹ {t('back')}
          </button>
          <div className={styles.layer}>
            <a href={layer.url} className={styles.layerAll}>
              {t('all', { name: layer.name })}
            </a>
            {layer.groups.map((group, i) => (
              <section key={i}>
                {group.name && <p className={styles.sectionTitle}>{group.name}</p>}
                <NodeList nodes={group.items} onOpen={push} openLabel={openLabel} />
              </section>
            ))}
          </div>
        </>
      ) : (
        <NodeList nodes={entries} onOpen={push} openLabel={openLabel} />
      )}
    </div>
  );
}

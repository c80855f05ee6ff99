'use client';
/**
 * What the header menu gains with JavaScript: the flyout's close delay and keys on the server's
 * tree, and on small screens the toggle that opens the drawer, whose code loads on the first
 * open. Renders inside `MainMenu`'s root and works on the tree beside it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { SUBMENU_CLOSE_DELAY_MS } from '@/lib/config/menu';
import { attachFlyout } from './flyout';
import type { MenuEntryView } from '@/lib/menu/menu-view';
import type { MenuDrawerProps } from './MenuDrawer';
import styles from './MainMenu.module.css';

export function MenuEnhancer({ entries }: { entries: readonly MenuEntryView[] }) {
  const t = useTranslations('menu');
  const toggle = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<MenuDrawerProps> | null>(null);

  // The toggle is in the server's markup, hidden by the CSS until the menu is marked enhanced; the
  // mark swaps the list for it on small screens. Set in the hydration's own commit, before its
  // paint, so the header never shows neither (a layout shift of 0.04 per page on a phone when the
  // mark came a frame before the button) and hydrating costs no second render.
  useLayoutEffect(() => {
    const menu = toggle.current?.closest<HTMLElement>('[data-menu]');
    if (!menu) return;
    menu.setAttribute('data-enhanced', '');
    return () => menu.removeAttribute('data-enhanced');
  }, []);

  useEffect(() => {
    const menu = toggle.current?.closest<HTMLElement>('[data-menu]');
    return menu ? attachFlyout(menu, SUBMENU_CLOSE_DELAY_MS) : undefined;
  }, []);

  const openDrawer = () => {
    if (Drawer) return setOpen(true);
    void import('./MenuDrawer').then(({ MenuDrawer }) => {
      setDrawer(() => MenuDrawer);
      setOpen(true);
    });
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  return (
    <span>
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls="main-menu-drawer" onClick={() => (open ? close(false) : openDrawer())}>
        <span className={styles.burger} aria-hidden="true" />
        {open ? t('close') : t('open')}
      </button>
      {open && Drawer && <Drawer entries={entries} onClose={close} />}
    </span>
  );
}

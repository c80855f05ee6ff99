'use client';
/**
 * Hides its content on scroll down and shows it on scroll up or on a route change (spec 02 §2).
 * Scroll, wheel and touch listeners are passive (spec 01 §9), checked at most every 250 ms.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NAVIGATION_HEIGHT_PX, SCROLL_CHECK_INTERVAL_MS } from '@/lib/config/app';

export function HideOnScroll({ className, children }: { className: string; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const pathname = usePathname();

  useEffect(() => setHidden(false), [pathname]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      const y = window.scrollY;
      setHidden(y > lastY.current && y > NAVIGATION_HEIGHT_PX);
      lastY.current = y;
    };
    const onMove = () => {
      timer ??= setTimeout(check, SCROLL_CHECK_INTERVAL_MS);
    };
    const events = ['scroll', 'wheel', 'touchmove'] as const;
    events.forEach((e) => window.addEventListener(e, onMove, { passive: true }));
    return () => {
      events.forEach((e) => window.removeEventListener(e, onMove));
      if (timer) clearTimeout(timer);
    };
  }, []);

  return (
    <header className={`${className}${hidden ? ` ${className}--hidden` : ''}`} data-hidden={hidden}>
      {children}
    </header>
  );
}

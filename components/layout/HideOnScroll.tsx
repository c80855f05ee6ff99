'use client';
/**
 * Hides its content on scroll down and shows it on scroll up, near the top, or on a route change.
 * Scroll, wheel and touch listeners are passive (spec 01 §9), checked at most every 250 ms.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NAVIGATION_HEIGHT_PX, SCROLL_CHECK_INTERVAL_MS } from '@/lib/config/app';

/**
 * Written on the root element as its own (not inherited) property: a custom property there that
 * `scroll-padding-top` read restyled every element of the page in the frame after hydration
 * (ADR 0069); this one restyles the root alone.
 */
const SCROLL_PADDING_PROPERTY = 'scroll-padding-top';

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
      // A check without movement (a wheel turned at the page's end, a scroll event of zero
      // pixels) keeps the header as it is: showing it then would slide it over what is being tapped.
      const last = lastY.current;
      setHidden((hidden) => (y <= NAVIGATION_HEIGHT_PX ? false : y > last ? true : y < last ? false : hidden));
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

  // What is scrolled into view (a focused field, an anchor, a step) stops below the header, which
  // slides back in on scroll up: the page's scroll padding follows the header's height.
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(SCROLL_PADDING_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(SCROLL_PADDING_PROPERTY);
    };
  }, []);

  return (
    <header ref={header} className={`${className}${hidden ? ` ${className}--hidden` : ''}`} data-hidden={hidden}>
      {children}
    </header>
  );
}

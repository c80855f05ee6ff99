/** @jest-environment jsdom */
/**
 * The header hides on scroll down and shows on scroll up or near the top of the page, checked at
 * most every 250 ms; a check without movement leaves it as it is.
 */
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
import { act, render, screen } from '@testing-library/react';
import { HideOnScroll } from '@/components/layout/HideOnScroll';
import { NAVIGATION_HEIGHT_PX, SCROLL_CHECK_INTERVAL_MS } from '@/lib/config/app';

function scrollTo(y: number, event: 'scroll' | 'wheel' = 'scroll') {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event(event));
    jest.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS);
  });
}
const hidden = () => screen.getByRole('banner').getAttribute('data-hidden');

describe('HideOnScroll', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
    render(<HideOnScroll className="site-header">menu</HideOnScroll>);
  });
  afterEach(() => jest.useRealTimers());

  it('hides on scroll down past the navigation height and shows on scroll up', () => {
    scrollTo(NAVIGATION_HEIGHT_PX / 2);
    expect(hidden()).toBe('false');
    scrollTo(800);
    expect(hidden()).toBe('true');
    expect(screen.getByRole('banner')).toHaveClass('site-header--hidden');
    scrollTo(700);
    expect(hidden()).toBe('false');
    scrollTo(900);
    expect(hidden()).toBe('true');
    scrollTo(NAVIGATION_HEIGHT_PX);
    expect(hidden()).toBe('false');
  });

  it('stays hidden when a check finds no movement (a wheel turned at the end of the page)', () => {
    scrollTo(800);
    expect(hidden()).toBe('true');
    scrollTo(800, 'wheel');
    expect(hidden()).toBe('true');
  });

  it('checks at most every 250 ms', () => {
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS - 1);
    });
    expect(hidden()).toBe('false');
    act(() => void jest.advanceTimersByTime(1));
    expect(hidden()).toBe('true');
  });
});

describe('the page scroll padding follows the header height (ADR 0069)', () => {
  let observed: ResizeObserverCallback | null = null;
  beforeEach(() => {
    observed = null;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    document.documentElement.removeAttribute('style');
  });

  it('sets the root element’s own scroll-padding-top, no custom property every element would inherit', () => {
    const { unmount } = render(<HideOnScroll className="site-header">menu</HideOnScroll>);
    jest.spyOn(screen.getByRole('banner'), 'getBoundingClientRect').mockReturnValue({ height: 71.5 } as DOMRect);
    act(() => observed?.([], {} as ResizeObserver));
    const root = document.documentElement.style;
    expect(root.getPropertyValue('scroll-padding-top')).toBe('72px');
    // A custom property on the root restyles every element of the page when it changes.
    expect(Array.from(root).filter((property) => property.startsWith('--'))).toEqual([]);
    unmount();
    expect(root.getPropertyValue('scroll-padding-top')).toBe('');
  });
});

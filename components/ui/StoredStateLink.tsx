'use client';
/**
 * A link that leaves once the page's state is stored (`leavePage`): the cart's way to the checkout,
 * the thank-you page's way back. A modified click (new tab, download) and a page without script
 * follow the plain link.
 */
import type { ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { leavePage, useAppDispatch } from '@/store';
import { isPlainClick } from './plain-click';

export function StoredStateLink({ href, className, leaving, children }: { href: string; className?: string; leaving?: UnknownAction; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void dispatch(leavePage(href, leaving));
      }}
    >
      {children}
    </a>
  );
}

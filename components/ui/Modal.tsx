'use client';
/**
 * The shop's dialog (spec 01 §2): a close button, opening and closing with a 100 ms delay, 500 px
 * wide on desktop (a side panel for the cart drawer), body scroll locked while visible, Escape
 * closes, and focus kept inside until it closes, then returned where it came from.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MODAL_TRANSITION_MS } from '@/lib/config/checkout-ui';
import styles from './Modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one answers Escape and Tab. */
const openDialogs: object[] = [];

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  placement?: 'center' | 'side';
  children: ReactNode;
}

/** Shown while open and for the closing delay after, so it can fade out. */
function useDelayedPresence(open: boolean): { mounted: boolean; visible: boolean } {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      const timer = setTimeout(() => setVisible(true), MODAL_TRANSITION_MS);
      return () => clearTimeout(timer);
    }
    setVisible(false);
    const timer = setTimeout(() => setMounted(false), MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return { mounted, visible };
}

function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

export function Modal({ open, onClose, title, closeLabel, placement = 'center', children }: ModalProps) {
  const { mounted, visible } = useDelayedPresence(open);
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useBodyScrollLock(mounted);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const self = {};
    openDialogs.push(self);
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      opener?.focus?.();
    };
  }, [open]);

  if (!mounted) return null;
  return (
    <div className={`${styles.backdrop} ${visible ? styles.visible : ''}`} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={`${styles.dialog} ${placement === 'side' ? styles.side : styles.center}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-state={visible ? 'open' : 'closed'}
      >
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}

'use client';
/**
 * The shop's dialog (spec 01 §2): a close button, opening and closing with a 100 ms delay, 500 px
 * wide on desktop (a side panel for the cart drawer), body scroll locked while visible. It is the
 * native modal `<dialog>` (`showModal`): the browser keeps focus inside and the page behind inert,
 * answers Escape for the topmost dialog only (its `cancel` event, turned into `onClose` so the
 * closing delay runs) and draws the backdrop; focus goes back where it came from.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MODAL_TRANSITION_MS } from '@/lib/config/checkout-ui';
import styles from './Modal.module.css';

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
  const dialog = useRef<HTMLDialogElement>(null);
  useBodyScrollLock(mounted);

  useEffect(() => {
    const element = dialog.current;
    if (!mounted || !element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus?.();
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${placement === 'side' ? styles.side : styles.center} ${visible ? styles.visible : ''}`}
      aria-label={title}
      aria-modal="true"
      data-state={visible ? 'open' : 'closed'}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

'use client';
/**
 * The frame of a sign-in screen: the page title, the main card and an optional second card
 * beside it; a screen that only says how it went; the form, sent by script only, with its
 * refusal line and its submit button.
 */
import type { ReactNode } from 'react';
import type { UserMessage } from '@/lib/api';
import { useUserMessage } from '@/components/notifications';
import styles from './Auth.module.css';

export function AuthScreen({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.screen} ${aside ? '' : styles.narrow}`}>
      <h1 className={styles.title}>{title}</h1>
      <div className={aside ? styles.grid : undefined}>
        <section className={styles.card}>{children}</section>
        {aside && <section className={styles.card}>{aside}</section>}
      </div>
    </div>
  );
}

/** Why the form was refused: the server's text (e.g. the wrong-password message) or a translated reason. */
export function FormAlert({ message }: { message: UserMessage | null }) {
  const text = useUserMessage();
  if (message === null) return null;
  return (
    <p className={styles.alert} role="alert">
      {text(message)}
    </p>
  );
}

/**
 * `waiting`: drawn but hidden and inert until the stored session is read back, so the form takes
 * its place from the first paint and nothing below it moves when it shows (layout shift).
 */
export function AuthForm({ onSubmit, waiting = false, children }: { onSubmit(): unknown; waiting?: boolean; children: ReactNode }) {
  return (
    <form
      className={waiting ? `${styles.form} ${styles.waiting}` : styles.form}
      inert={waiting}
      aria-hidden={waiting || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A screen that only tells how it went (sent, saved, a broken link), with the way on. */
export function AuthNotice({ title, tone, text, children }: { title: string; tone: 'success' | 'alert'; text: string; children: ReactNode }) {
  return (
    <AuthScreen title={title}>
      <p className={styles[tone]} role={tone === 'success' ? 'status' : 'alert'}>
        {text}
      </p>
      <p className={styles.links}>{children}</p>
    </AuthScreen>
  );
}

/** The form's submit button, off while the call runs, with any links beside it. */
export function AuthSubmit({ label, busy, children }: { label: string; busy: boolean; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={busy}>
        {label}
      </button>
      {children}
    </div>
  );
}

'use client';
/**
 * A page's data read in the browser once the screen is shown: a loading line, then the content;
 * when it cannot be read, the page's own text with "try again", which reads it again.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styles from './Account.module.css';

export interface RetryingLoaderProps<T> {
  /** Reads the data; null when it cannot be had. */
  load(): Promise<T | null>;
  texts: { loading: string; failed: string; retry: string };
  children(data: T): ReactNode;
}

export function RetryingLoader<T>({ load, texts, children }: RetryingLoaderProps<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const read = async () => {
    setFailed(false);
    const found = await load();
    if (found === null) setFailed(true);
    else setData(found);
  };
  useEffect(() => {
    void read();
    // Read once per page (and again on "try again"): `load` is a new function on every render.
  }, []);

  if (failed) {
    return (
      <div className={styles.section}>
        <p className={styles.alert} role="alert">
          {texts.failed}
        </p>
        <button type="button" className={`button button--secondary ${styles.more}`} onClick={() => void read()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (data === null) return <p className={styles.muted}>{texts.loading}</p>;
  return <>{children(data)}</>;
}

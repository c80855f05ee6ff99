'use client';
/**
 * One record of the customer's (an order, a subscription) read in the browser once the page is
 * shown: the back link above it, "not found" when the server has none for the caller, and the
 * record's sheet, which may replace it after a change.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useShopPath } from '@/components/ui';
import styles from './Account.module.css';

export interface RecordLoaderProps<T> {
  /** Reads the record; null when it cannot be had. */
  load(): Promise<T | null>;
  back: { route: string; label: string };
  notFound: string;
  children(record: T, onChange: (record: T) => void): ReactNode;
}

export function RecordLoader<T>({ load, back, notFound, children }: RecordLoaderProps<T>) {
  const path = useShopPath();
  const [record, setRecord] = useState<T | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    void load().then((found) => (found === null ? setMissing(true) : setRecord(found)));
    // Read once per page: `load` is a new function on every render.
  }, []);
  const backLink = (
    <a className={styles.back} href={path(back.route)}>
      {back.label}
    </a>
  );
  if (missing) {
    return (
      <>
        <p className={styles.card}>{notFound}</p>
        {backLink}
      </>
    );
  }
  if (record === null) return null;
  return (
    <>
      {backLink}
      {children(record, setRecord)}
    </>
  );
}

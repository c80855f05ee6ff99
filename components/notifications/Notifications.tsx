'use client';
/**
 * The notifications' live region on every page (spec 01 §3, §8). Its content (`NotificationList`)
 * loads the first time there is something to show — a toast, the order progress, the offline
 * note — so a page without notifications carries none of their code (ADR 0011).
 */
import { lazy, Suspense } from 'react';
import { selectIsOnline, selectProgress, useAppSelector } from '@/store/islands';
import styles from './Notifications.module.css';

const NotificationList = lazy(() => import('./NotificationList').then((module) => ({ default: module.NotificationList })));

export function Notifications() {
  const shown = useAppSelector((state) => state.notifications.items.length > 0 || selectProgress(state) !== null || !selectIsOnline(state));
  return (
    <div className={styles.region} aria-live="polite">
      {shown ? (
        <Suspense fallback={null}>
          <NotificationList />
        </Suspense>
      ) : null}
    </div>
  );
}

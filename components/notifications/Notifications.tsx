'use client';
/**
 * The notifications' live region on every page (spec 01 §3, §8). Its content (`NotificationList`)
 * loads the first time there is something to show — a toast, the order progress, the offline
 * note — so a page without notifications carries none of their code (ADR 0011).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { selectIsOnline, selectProgress, useAppSelector } from '@/store/islands';
import styles from './Notifications.module.css';

// The list once its code is here: drawn as it is, not through a suspended render, whose content
// React reveals only after its fallback throttle (up to 300 ms on the first add's confirmation).
let loadedList: ComponentType | null = null;
const loadList = () =>
  import('./NotificationList').then((module) => {
    loadedList = module.NotificationList;
    return module.NotificationList;
  });
const LazyNotificationList = lazy(() => loadList().then((List) => ({ default: List })));

/** Loads the list's code ahead of the first toast (at idle on the product page, issue 35). */
export function preloadNotificationList(): void {
  void loadList();
}

export function Notifications() {
  const shown = useAppSelector((state) => state.notifications.items.length > 0 || selectProgress(state) !== null || !selectIsOnline(state));
  return (
    <div className={styles.region} aria-live="polite">
      {shown ? <ShownList /> : null}
    </div>
  );
}

function ShownList() {
  const List = loadedList;
  if (List) return <List />;
  return (
    <Suspense fallback={null}>
      <LazyNotificationList />
    </Suspense>
  );
}

'use client';
/**
 * The notifications' live region on every page (spec 01 §3, §8). Its content (`NotificationList`)
 * loads the first time there is something to show — a toast, the order progress, the offline
 * note — so a page without notifications carries none of their code (ADR 0011).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { selectIsOnline, selectProgress, useAppSelector, useEarlyNotification } from '@/store/islands';
import styles from './Notifications.module.css';

// The list once its code is here: drawn as it is in the render that shows it (no suspended render,
// whose content React reveals only after its fallback throttle: up to 300 ms on the first add's
// confirmation). Code that cannot be loaded (offline before it ever was, the very case the offline
// note is for) draws nothing and is asked for again when the connection changes, never an error:
// a failed lazy component would take the whole page to the error screen.
let loadedList: ComponentType | null = null;
let loading: Promise<ComponentType | null> | null = null;
const loadList = (): Promise<ComponentType | null> =>
  (loading ??= import('./NotificationList').then(
    (module) => (loadedList = module.NotificationList),
    () => {
      loading = null;
      return null;
    },
  ));

/** Loads the list's code ahead of the first toast (at idle on the product page, issue 35). */
export function preloadNotificationList(): void {
  void loadList();
}

export function Notifications() {
  const listed = useAppSelector((state) => state.notifications.items.length > 0 || selectProgress(state) !== null || !selectIsOnline(state));
  // A first add confirmed before the runtime ran (ADR 0075).
  const early = useEarlyNotification();
  const shown = listed || early !== null;
  return (
    <div className={styles.region} aria-live="polite">
      {shown ? <ShownList /> : null}
    </div>
  );
}

function ShownList() {
  const [List, setList] = useState(() => loadedList);
  const online = useAppSelector(selectIsOnline);
  useEffect(() => {
    if (List !== null) return;
    let current = true;
    void loadList().then((loaded) => {
      if (current && loaded !== null) setList(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [List, online]);
  return List === null ? null : <List />;
}

'use client';
/**
 * The notifications' content (spec 01 §3, §8): each toast with its text and action buttons (OK,
 * "Proceed to checkout", Undo, …), the "Processing order..." progress notice, and a note while
 * the browser is offline. Buttons report `notifications/actionTaken`; the features react to it.
 * Loaded when there is something to show (`Notifications`, ADR 0011).
 */
import { useTranslations } from '@/lib/i18n/client';
import { actionTaken, dismissEarlyNotification, EARLY_NOTIFICATION_ID, selectIsOnline, selectProgress, useAppDispatch, useAppSelector, useEarlyNotification, type Notification } from '@/store/islands';
import { useUserMessage } from './use-user-message';
import styles from './Notifications.module.css';

function Toast({ notification }: { notification: Notification }) {
  const dispatch = useAppDispatch();
  const text = useUserMessage();
  const t = useTranslations('checkout-ui.notifications');
  const actions = [notification.action1, notification.action2].filter((a) => a !== undefined);
  // The early confirmation (ADR 0075) is not in the store: it closes here, and only its other actions go there.
  const take = (action: NonNullable<Notification['action1']>['action']) => {
    if (notification.id === EARLY_NOTIFICATION_ID) dismissEarlyNotification();
    if (notification.id !== EARLY_NOTIFICATION_ID || action !== 'dismiss') dispatch(actionTaken({ id: notification.id, action }));
  };
  const close = () => take('dismiss');
  return (
    <li className={`${styles.toast} ${styles[notification.type]}`} role={notification.type === 'error' ? 'alert' : 'status'}>
      <p className={styles.message}>{text(notification.message)}</p>
      <div className={styles.actions}>
        {actions.map((action) => (
          <button
            key={action.action}
            type="button"
            className={action.action === 'dismiss' ? styles.secondary : styles.primary}
            onClick={() => take(action.action)}
          >
            {text(action.label)}
          </button>
        ))}
        {actions.length === 0 && (
          <button type="button" className={styles.secondary} onClick={close}>
            {t('close')}
          </button>
        )}
      </div>
    </li>
  );
}

export function NotificationList() {
  const stored = useAppSelector((state) => state.notifications.items);
  const early = useEarlyNotification();
  const items = early === null ? stored : [early, ...stored];
  const progress = useAppSelector(selectProgress);
  const online = useAppSelector(selectIsOnline);
  const text = useUserMessage();
  const t = useTranslations('checkout-ui.notifications');
  return (
    <>
      {!online && <p className={styles.offline}>{t('offline')}</p>}
      {progress !== null && (
        <p className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {text(progress)}
        </p>
      )}
      <ul className={styles.list}>
        {items.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
      </ul>
    </>
  );
}

'use client';
/**
 * The store-switch popup (spec 02 §4, §9; issue 18), 450 px wide: "stay on" this store or "switch
 * to" the visitor's country store, landing on the same page there. Either choice is the preferred
 * store for 30 days. A native modal <dialog>: focus stays inside, Escape closes.
 */
import { useEffect, useRef, useState } from 'react';
import { FROM_STORE_PARAM, PREFERRED_STORE_COOKIE, PREFERRED_STORE_DAYS, SKIP_COUNTRY_CHECK_KEY, STORE_SWITCH_POPUP_WIDTH } from '@/lib/config/service';
import { useTranslations } from '@/lib/i18n/client';
import { countryNameFor, samePageIn, withFromStore, type SwitchStore } from '@/lib/service/store-switch';
import { loadServiceMessages, type ServiceStoreRef } from './service-call';
import { pageAlternates } from './page-alternates';
import styles from './Service.module.css';

export interface StoreSwitchPopupProps {
  here: SwitchStore;
  target: SwitchStore;
  view: ServiceStoreRef;
  onClose(): void;
}

function prefer(code: string): void {
  document.cookie = `${PREFERRED_STORE_COOKIE}=${encodeURIComponent(code)}; max-age=${PREFERRED_STORE_DAYS * 24 * 60 * 60}; path=/; samesite=lax`;
}

export default function StoreSwitchPopup(props: StoreSwitchPopupProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadServiceMessages(props.view).then(() => setReady(true));
  }, [props.view]);
  return ready ? <SwitchDialog {...props} /> : null;
}

function SwitchDialog({ here, target, onClose }: StoreSwitchPopupProps) {
  const t = useTranslations('service.storeSwitch');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Closed without a choice (Escape): not asked again in this session.
  const closed = () => {
    window.sessionStorage.setItem(SKIP_COUNTRY_CHECK_KEY, '1');
    onClose();
  };
  const stay = () => {
    prefer(here.code);
    dialog.current?.close();
  };
  const go = () => {
    prefer(target.code);
    window.location.assign(withFromStore(samePageIn(target, pageAlternates()), here.code, FROM_STORE_PARAM));
  };

  return (
    <dialog ref={dialog} className={styles.dialog} style={{ width: `min(${STORE_SWITCH_POPUP_WIDTH}px, calc(100vw - 2rem))` }} aria-labelledby="store-switch-title" onClose={closed} data-testid="store-switch">
      <h2 id="store-switch-title">{t('title', { country: countryNameFor(target, here.locale) })}</h2>
      <p>{t('text', { country: countryNameFor(target, here.locale) })}</p>
      <div className={styles.row}>
        <button type="button" className="button" onClick={go} autoFocus>
          {t('switch', { store: target.name })}
        </button>
        <button type="button" className="button button--secondary" onClick={stay}>
          {t('stay', { store: here.name })}
        </button>
      </div>
    </dialog>
  );
}

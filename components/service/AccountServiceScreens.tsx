'use client';
/**
 * The last account pages (spec 02 §2, §3; issue 18): My Coffee Corner, the order-again list,
 * shipping details and recently viewed, each inside the account frame (login required, except
 * recently viewed, which is kept in the browser and synced for customers).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { UserMessage } from '@/lib/api';
import { savedAddresses } from '@/lib/checkout';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import type { CustomerAddress } from '@/lib/contract/customer-address';
import { COFFEE_INTENSITIES, GRINDER_KINDS, MILK_FOAM_SYSTEMS, type CoffeeCorner as CoffeeCornerData, type CoffeeCornerPreferences, type OrderAgainList } from '@/lib/contract/service';
import { useTranslations } from '@/lib/i18n/client';
import { forgetViewed, viewedProducts, type ViewedProduct } from '@/lib/service/recently-viewed';
import { AccountScreen } from '@/components/account/AccountScreen';
import { useAddressLines } from '@/components/account/address-book/AddressCard';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { useShopPath } from '@/components/ui';
import {
  loadAddressBook,
  loadCoffeeCorner,
  loadOrderAgainList,
  reorderLines,
  saveCoffeeCorner,
  selectIsLoggedIn,
  selectUser,
  syncRecentlyViewed,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import styles from './Service.module.css';

export function CoffeeCornerScreen() {
  const t = useTranslations('service.coffeeCorner');
  return (
    <AccountScreen title={t('title')} section="coffeeCorner" route={ACCOUNT_ROUTES.coffeeCorner}>
      <CoffeeCornerForm />
    </AccountScreen>
  );
}

const TEXT_FIELDS = ['drinks', 'coffees', 'flavour', 'preparation', 'beanType', 'aroma', 'acidity'] as const;

function CoffeeCornerForm() {
  const t = useTranslations('service.coffeeCorner');
  const dispatch = useAppDispatch();
  const [data, setData] = useState<CoffeeCornerData | null>(null);
  const [problem, setProblem] = useState<UserMessage | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    void dispatch(loadCoffeeCorner()).then((outcome) => (outcome.ok ? setData(outcome.value) : setProblem(outcome.error)));
  }, [dispatch]);
  if (!data) return problem ? <FormAlert message={problem} /> : <p aria-busy="true">{t('loading')}</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    if (form.get('acknowledged') !== 'on') return setProblem({ text: t('acknowledgeRequired') });
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const choice = <T extends string>(name: string, allowed: readonly T[]) => (allowed as readonly string[]).includes(String(form.get(name))) ? (form.get(name) as T) : undefined;
    const preferences: CoffeeCornerPreferences = {
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])),
      milkFoam: choice('milkFoam', MILK_FOAM_SYSTEMS),
      grinder: choice('grinder', GRINDER_KINDS),
      intensity: choice('intensity', COFFEE_INTENSITIES),
      decaf: form.get('decaf') === 'on',
      organic: form.get('organic') === 'on',
    };
    const outcome = await dispatch(saveCoffeeCorner(preferences, data.birth_date ? undefined : text('birthDate')));
    if (!outcome.ok) return setProblem(outcome.error);
    setProblem(null);
    setData(outcome.value);
    setSaved(true);
  };

  const p = data.preferences;
  const select = (name: 'milkFoam' | 'grinder' | 'intensity', values: readonly string[]) => (
    <label>
      {t(name)}
      <select name={name} defaultValue={p[name] ?? ''}>
        <option value="">{t('options.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`options.${name}.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="coffee-corner">
      <p className={styles.muted}>{t('intro')}</p>
      {TEXT_FIELDS.map((name) => (
        <label key={name}>
          {t(name)}
          <input name={name} defaultValue={p[name] ?? ''} />
        </label>
      ))}
      {select('milkFoam', MILK_FOAM_SYSTEMS)}
      {select('grinder', GRINDER_KINDS)}
      {select('intensity', COFFEE_INTENSITIES)}
      <label className={styles.check}>
        <input type="checkbox" name="decaf" defaultChecked={p.decaf === true} /> {t('decaf')}
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="organic" defaultChecked={p.organic === true} /> {t('organic')}
      </label>
      {data.birth_date ? (
        <p className={styles.muted} data-testid="birth-date-fixed">{t('birthDateFixed', { date: data.birth_date })}</p>
      ) : (
        <label>
          {t('birthDate')}
          <input name="birthDate" inputMode="numeric" autoComplete="bday" />
        </label>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="acknowledged" defaultChecked={data.acknowledged_at !== null} /> {t('acknowledge')}
      </label>
      <FormAlert message={problem} />
      {saved && <p className={styles.notice} role="status">{t('saved')}</p>}
      <button type="submit" className="button">{t('save')}</button>
    </form>
  );
}

export function ReorderScreen() {
  const t = useTranslations('service.reorder');
  return (
    <AccountScreen title={t('title')} section="reorder" route={ACCOUNT_ROUTES.reorder}>
      <OrderAgain />
    </AccountScreen>
  );
}

function OrderAgain() {
  const t = useTranslations('service.reorder');
  const dispatch = useAppDispatch();
  const path = useShopPath();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<OrderAgainList | null>(null);
  const [problem, setProblem] = useState<UserMessage | null>(null);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    void dispatch(loadOrderAgainList(page)).then((outcome) => (outcome.ok ? setList(outcome.value) : setProblem(outcome.error)));
  }, [dispatch, page]);
  if (!list) return problem ? <FormAlert message={problem} /> : <p aria-busy="true">{t('loading')}</p>;
  if (list.count === 0) return <p className={styles.muted}>{t('empty')}</p>;

  const add = async (lines: OrderAgainList['items']) => {
    setAdded(false);
    const outcome = await dispatch(reorderLines(lines.map((item) => ({ orderId: item.order_id, sku: item.sku }))));
    if (outcome.ok) setAdded(true);
    else setProblem(outcome.error);
  };
  const pages = Math.max(1, Math.ceil(list.count / list.pageSize));
  return (
    <section className={styles.card} data-testid="order-again">
      <p className={styles.muted}>{t('intro')}</p>
      <ul className={styles.grid}>
        {list.items.map((item) => (
          <li key={item.sku} className={styles.tile}>
            <strong>{item.name}</strong>
            <span className={styles.muted}>{t('lastOrdered', { date: new Date(item.last_ordered_at).toLocaleDateString() })}</span>
            <button type="button" className="button button--secondary" onClick={() => void add([item])}>
              {t('add')}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <button type="button" className="button" onClick={() => void add(list.items)}>
          {t('addAll')}
        </button>
        {pages > 1 && (
          <>
            <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('previous')}</button>
            <span>{t('page', { page, pages })}</span>
            <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('next')}</button>
          </>
        )}
      </div>
      <FormAlert message={problem} />
      {added && (
        <p className={styles.notice} role="status">
          {t('added')} <a href={path('/cart')}>→</a>
        </p>
      )}
    </section>
  );
}

export function ShippingDetailsScreen() {
  const t = useTranslations('service.shippingDetails');
  return (
    <AccountScreen title={t('title')} section="shippingDetails" route={ACCOUNT_ROUTES.shippingDetails}>
      <ShippingDetails />
    </AccountScreen>
  );
}

function ShippingDetails() {
  const t = useTranslations('service.shippingDetails');
  const dispatch = useAppDispatch();
  const path = useShopPath();
  const user = useAppSelector(selectUser);
  useEffect(() => {
    void dispatch(loadAddressBook());
  }, [dispatch]);
  const address = savedAddresses(user).find((entry) => entry.default_shipping);
  return (
    <section className={styles.card} data-testid="shipping-details">
      <p className={styles.muted}>{t('intro')}</p>
      {address ? (
        <SavedAddress address={address} />
      ) : (
        <p>{t('none')}</p>
      )}
      <a href={path(ACCOUNT_ROUTES.addresses)}>{t('manage')}</a>
    </section>
  );
}

/** A saved address (street and house number apart, or a Packstation) as the address book shows it. */
function SavedAddress({ address }: { address: CustomerAddress }) {
  const lines = useAddressLines(address);
  return (
    <p>
      {[`${address.firstname} ${address.lastname}`, ...lines].map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </p>
  );
}

/** Kept in the browser, so a visitor sees it too; a customer sees it inside the account frame, with the menu. */
export function RecentlyViewedScreen() {
  const t = useTranslations('service.recentlyViewed');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (loggedIn) {
    return (
      <AccountScreen title={t('title')} section="recentlyViewed" route={ACCOUNT_ROUTES.recentlyViewed}>
        <RecentlyViewed />
      </AccountScreen>
    );
  }
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <RecentlyViewed />
    </section>
  );
}

function RecentlyViewed() {
  const t = useTranslations('service.recentlyViewed');
  const dispatch = useAppDispatch();
  const path = useShopPath();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [items, setItems] = useState<ViewedProduct[] | null>(null);
  const refresh = useCallback(() => setItems(viewedProducts(window.localStorage)), []);

  useEffect(() => {
    refresh();
    if (loggedIn) void dispatch(syncRecentlyViewed(viewedProducts(window.localStorage).map((item) => item.sku)));
  }, [dispatch, loggedIn, refresh]);

  return (
    <div data-testid="recently-viewed">
      {items === null ? null : items.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.sku} className={styles.tile}>
                <a href={path(item.path)}>{item.name}</a>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => (forgetViewed(window.localStorage), refresh())}>
            {t('clear')}
          </button>
        </>
      )}
    </div>
  );
}

'use client';
/** An address as the account pages show it (orders, subscriptions): company, name, street, postcode, city and country. */
import { useLocale } from '@/lib/i18n/client';
import type { ShippingAddress } from '@/lib/contract/cart-answers';
import styles from './Account.module.css';

export function AddressBlock({ title, address }: { title: string; address: ShippingAddress | undefined }) {
  const locale = useLocale();
  if (!address) return null;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryId);
  const company = typeof address.company === 'string' ? address.company : '';
  return (
    <div className={styles.address}>
      <h4>{title}</h4>
      <p>
        {company && (
          <>
            {company}
            <br />
          </>
        )}
        {address.firstname} {address.lastname}
        <br />
        {(address.street ?? []).filter(Boolean).join(' ')}
        <br />
        {address.postcode} {address.city}, {country}
      </p>
    </div>
  );
}

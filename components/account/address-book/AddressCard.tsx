'use client';
/**
 * One saved address of the book (spec 02 §2, §3, §4): the address as a letter shows it, its
 * default billing and default shipping marks, the subscription mark, and what can be done with it.
 */
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { CustomerAddress, DefaultAddressFlag } from '@/lib/contract/customer-address';
import styles from './AddressBook.module.css';

export interface AddressCardProps {
  address: CustomerAddress;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(flag: DefaultAddressFlag): void;
}

/** The address's lines below the name, top to bottom, without the empty ones (also the shipping details page's). */
export function useAddressLines(address: CustomerAddress): string[] {
  const t = useTranslations('addresses');
  const locale = useLocale();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryId) ?? address.countryId;
  const street = address.packstation_number !== undefined ? t('packstation', { number: address.packstation_number }) : `${address.street ?? ''} ${address.house_number ?? ''}`.trim();
  return [
    address.company,
    street,
    address.address_suffix,
    address.dhl_post_number !== undefined ? t('postNumber', { number: address.dhl_post_number }) : undefined,
    `${address.postcode} ${address.city}`,
    [address.region, country].filter(Boolean).join(', '),
    address.telephone,
    address.vat_id !== undefined ? t('vatId', { vatId: address.vat_id }) : undefined,
  ].filter((line): line is string => line !== undefined && line !== '');
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useTranslations('addresses');
  const lines = useAddressLines(address);
  const name = `${address.firstname} ${address.lastname}`;
  /** Names the address for the buttons' accessible names: two addresses may share the name. */
  const summary = [name, ...lines.slice(0, 3)].join(', ');
  const headingId = `address-${address.id}`;
  const marks = [
    address.default_billing && t('defaultBilling'),
    address.default_shipping && t('defaultShipping'),
    address.used_by_subscription && t('usedBySubscription'),
  ].filter((mark): mark is string => typeof mark === 'string');
  const offers = (['default_billing', 'default_shipping'] as const).filter((flag) => !address[flag]);
  const offerLabel = { default_billing: t('setDefaultBilling'), default_shipping: t('setDefaultShipping') };
  return (
    <article className={styles.card} aria-labelledby={headingId} data-default-billing={address.default_billing} data-default-shipping={address.default_shipping}>
      <h2 id={headingId} className={styles.name}>
        {name}
      </h2>
      {marks.length > 0 && (
        <ul className={styles.marks}>
          {marks.map((mark) => (
            <li key={mark} className={styles.mark}>
              {mark}
            </li>
          ))}
        </ul>
      )}
      <address className={styles.lines}>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
      <div className={styles.cardActions}>
        <div className={styles.row}>
          <button type="button" className={styles.link} disabled={busy} onClick={onEdit} aria-label={t('editLabel', { address: summary })}>
            {t('edit')}
          </button>
          <button type="button" className={styles.link} disabled={busy} onClick={onDelete} aria-label={t('deleteLabel', { address: summary })}>
            {t('delete')}
          </button>
        </div>
        {offers.map((flag) => (
          <button key={flag} type="button" className={styles.link} disabled={busy} onClick={() => onMakeDefault(flag)}>
            {offerLabel[flag]}
          </button>
        ))}
      </div>
    </article>
  );
}

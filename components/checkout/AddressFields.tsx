'use client';
/**
 * An address form: private or company, or a DHL Packstation where DHL runs them (shipping only),
 * names, street and number, postcode, city, the store's delivery countries and a phone number.
 * The address book adds its own fields at the end (`extra`).
 */
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { AddressForm, AddressKind, FormErrors } from '@/lib/checkout';
import { PACKSTATION_COUNTRIES } from '@/lib/config/checkout-ui';
import { DELIVERY_COUNTRIES } from '@/lib/config/commerce';
import { Field } from './Field';
import styles from './Checkout.module.css';

export interface AddressFieldsProps {
  idPrefix: string;
  form: AddressForm;
  errors: FormErrors<AddressForm>;
  onChange(form: AddressForm): void;
  allowPackstation: boolean;
  /** More fields inside the same grid, after the phone number. */
  extra?: ReactNode;
}

export function AddressFields({ idPrefix, form, errors, onChange, allowPackstation, extra }: AddressFieldsProps) {
  const t = useTranslations('checkout-ui.address');
  const locale = useLocale();
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });
  const set = (field: keyof AddressForm) => (value: string) => onChange({ ...form, [field]: value });
  const kinds: AddressKind[] = allowPackstation && PACKSTATION_COUNTRIES.includes(form.country) ? ['private', 'company', 'packstation'] : ['private', 'company'];
  const id = (field: string) => `${idPrefix}-${field}`;
  // Autofill tells the two addresses apart by their section token (issue 35).
  const section = idPrefix === 'billing' ? 'billing' : 'shipping';
  const text = (field: keyof AddressForm, autoComplete: string, wide = false) => (
    <Field
      id={id(field)}
      label={t(field)}
      value={form[field] as string}
      error={errors[field]}
      onValue={set(field)}
      autoComplete={autoComplete === 'off' ? 'off' : `${section} ${autoComplete}`}
      wide={wide}
    />
  );
  return (
    <div className={styles.fields}>
      <fieldset className={`${styles.kinds} ${styles.wide}`}>
        <legend>{t('kind')}</legend>
        {kinds.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input type="radio" name={id('kind')} value={kind} checked={form.kind === kind} onChange={() => onChange({ ...form, kind })} />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {form.kind === 'company' && (
        <>
          {text('company', 'organization')}
          {text('taxId', 'off')}
        </>
      )}
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      {form.kind === 'packstation' ? (
        <>
          {text('packstationNumber', 'off')}
          {text('postNumber', 'off')}
        </>
      ) : (
        <>
          {text('streetAddress', 'address-line1')}
          {/* No autofill token names a house number; address-line2 would put the apartment line here. */}
          {text('apartmentNumber', 'off')}
        </>
      )}
      {text('zipCode', 'postal-code')}
      {text('city', 'address-level2')}
      <Field id={id('country')} label={t('country')} value={form.country} error={errors.country} onValue={set('country')}>
        <select
          id={id('country')}
          value={form.country}
          autoComplete={`${section} country`}
          onChange={(event) => {
            const country = event.target.value;
            const kind = form.kind === 'packstation' && !PACKSTATION_COUNTRIES.includes(country) ? 'private' : form.kind;
            onChange({ ...form, country, kind });
          }}
        >
          {DELIVERY_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryNames.of(code)}
            </option>
          ))}
        </select>
      </Field>
      {text('phoneNumber', 'tel')}
      {extra}
    </div>
  );
}

'use client';
/** A finished address step in a few lines: name, company, street or Packstation, town, country, method. */
import { useLocale } from '@/lib/i18n/client';
import { streetLines, type AddressForm } from '@/lib/checkout';

export function AddressSummary({ form, method }: { form: AddressForm; method?: string }) {
  const locale = useLocale();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(form.country);
  return (
    <p>
      {form.kind === 'company' && (
        <>
          {form.company}
          <br />
        </>
      )}
      {form.firstName} {form.lastName}
      <br />
      {streetLines(form).filter(Boolean).join(' ')}
      <br />
      {form.zipCode} {form.city}, {country}
      {method && (
        <>
          <br />
          <strong>{method}</strong>
        </>
      )}
    </p>
  );
}

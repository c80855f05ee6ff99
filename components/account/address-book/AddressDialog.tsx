'use client';
/**
 * The address edit dialog (spec 02 §2 "Address edit dialogs", §5): the checkout's address form
 * (private, company with company and tax ID, or a DHL Packstation whose number and post number
 * replace the street; the store's countries), the address suffix and state, and the two default
 * flags. The spec's field messages show on sending; a refusal (offline, the server's text) shows
 * in the dialog, which stays open. The shop's Modal traps focus and closes on Escape.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { validateAddressBookForm, type AddressBookForm } from '@/lib/account';
import type { UserMessage } from '@/lib/api';
import { hasErrors, type FormErrors } from '@/lib/checkout';
import { AddressFields, Field } from '@/components/checkout';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { Modal } from '@/components/ui';
import type { AuthOutcome } from '@/store';
import styles from './AddressBook.module.css';

export interface AddressDialogProps {
  open: boolean;
  title: string;
  initial: AddressBookForm;
  onClose(): void;
  /** Sends the form; the dialog closes itself only when this succeeded. */
  onSave(form: AddressBookForm): Promise<AuthOutcome>;
}

export function AddressDialog({ open, title, initial, onClose, onSave }: AddressDialogProps) {
  const t = useTranslations('addresses');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<AddressBookForm>>({});
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedTries, setRefusedTries] = useState(0);
  // After a refused try the first field to fix (in reading order) gets the focus, so a long form on a phone shows what is wrong.
  useEffect(() => {
    if (refusedTries > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedTries]);
  const set = <K extends keyof AddressBookForm>(key: K) => (value: AddressBookForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = validateAddressBookForm(form);
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found)) setRefusedTries((n) => n + 1);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const outcome = await onSave(form);
      if (outcome.ok) onClose();
      else setRefusal(outcome.error);
    } finally {
      setBusy(false);
    }
  };

  const flag = (key: 'defaultBilling' | 'defaultShipping', label: string) => (
    <label className={styles.flag}>
      <input type="checkbox" checked={form[key]} onChange={(event) => set(key)(event.target.checked)} />
      {label}
    </label>
  );

  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('close')}>
      <form
        ref={formRef}
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AddressFields
          idPrefix="address"
          form={form}
          errors={errors}
          onChange={(next) => setForm((current) => ({ ...current, ...next }))}
          allowPackstation
          extra={
            <>
              {form.kind !== 'packstation' && (
                <Field id="address-suffix" label={t('addressSuffix')} value={form.addressSuffix} onValue={set('addressSuffix')} autoComplete="address-line3" />
              )}
              <Field id="address-region" label={t('region')} value={form.region} onValue={set('region')} autoComplete="address-level1" />
            </>
          }
        />
        <fieldset className={styles.flags}>
          <legend>{t('defaults')}</legend>
          {flag('defaultBilling', t('defaultBilling'))}
          {flag('defaultShipping', t('defaultShipping'))}
        </fieldset>
        <FormAlert message={refusal} />
        <div className={styles.dialogActions}>
          <button type="submit" className="button" disabled={busy}>
            {t('save')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

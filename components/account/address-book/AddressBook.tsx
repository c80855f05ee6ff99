'use client';
/**
 * /customer/address (spec 02 §2 "address book (default billing and shipping)", §6 login
 * required): the saved addresses with their default marks, adding and editing in a dialog,
 * deleting after a confirmation question, and making one the default billing or shipping
 * address. Every change sends the whole book (docs/adr/0006-address-book.md); offline it is
 * refused with the screen's own text.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import {
  addressBookFormFromSaved,
  addressFromForm,
  bookWithAddress,
  bookWithDefault,
  bookWithoutAddress,
  emptyAddressBookForm,
  type AddressBookForm,
} from '@/lib/account';
import type { UserMessage } from '@/lib/api';
import { savedAddresses } from '@/lib/checkout';
import type { CustomerAddress, CustomerAddressChange } from '@/lib/contract/customer-address';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { Modal } from '@/components/ui';
import {
  loadAddressBook,
  saveAddressBook,
  selectIsLoggedIn,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type AddressBookChange,
  type AuthOutcome,
} from '@/store';
import { AccountScreen } from '../AccountScreen';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import styles from './AddressBook.module.css';

/** The dialog's subject: a new address, or the saved one of `id`; `opening` tells the openings apart. */
interface Editing {
  open: boolean;
  id?: string;
  initial: AddressBookForm;
  opening: number;
}

export function AddressBook() {
  const t = useTranslations('addresses');
  const { country } = useStoreView();
  const dispatch = useAppDispatch();
  const book = savedAddresses(useAppSelector(selectUser));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn) void dispatch(loadAddressBook());
  }, [dispatch, loggedIn]);
  const [editing, setEditing] = useState<Editing>({ open: false, initial: emptyAddressBookForm(country), opening: 0 });
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (addresses: CustomerAddressChange[], change: AddressBookChange): Promise<AuthOutcome> => {
    setBusy(true);
    try {
      return await dispatch(saveAddressBook(addresses, change));
    } finally {
      setBusy(false);
    }
  };
  /** A change from the list itself: its refusal shows above the list. */
  const saveFromList = async (addresses: CustomerAddressChange[], change: AddressBookChange) => {
    const outcome = await save(addresses, change);
    setRefusal(outcome.ok ? null : outcome.error);
    return outcome.ok;
  };
  const openDialog = (address?: CustomerAddress) =>
    setEditing(({ opening }) => ({
      open: true,
      id: address?.id,
      initial: address ? addressBookFormFromSaved(address) : emptyAddressBookForm(country),
      opening: opening + 1,
    }));
  const saveDialog = (form: AddressBookForm) => save(bookWithAddress(book, addressFromForm(form, editing.id)), editing.id === undefined ? 'added' : 'updated');

  return (
    <AccountScreen title={t('title')} section="addresses" route={ACCOUNT_ROUTES.addresses}>
      <FormAlert message={refusal} />
      {book.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {book.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => openDialog(address)}
                onDelete={() => setDeleting(address)}
                onMakeDefault={(flag) => void saveFromList(bookWithDefault(book, address.id, flag), flag === 'default_billing' ? 'defaultBilling' : 'defaultShipping')}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`button ${styles.add}`} onClick={() => openDialog()}>
        {t('add')}
      </button>
      <AddressDialog
        key={editing.opening}
        open={editing.open}
        title={editing.id === undefined ? t('addTitle') : t('editTitle')}
        initial={editing.initial}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSave={saveDialog}
      />
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')} closeLabel={t('close')}>
        <p className={styles.question}>{t('deleteQuestion')}</p>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              const id = deleting?.id;
              setDeleting(null);
              if (id !== undefined) void saveFromList(bookWithoutAddress(book, id), 'deleted');
            }}
          >
            {t('deleteConfirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            {t('deleteKeep')}
          </button>
        </div>
      </Modal>
    </AccountScreen>
  );
}

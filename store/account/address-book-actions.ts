/**
 * Changes to the address book (spec 02 §2, docs/adr/0006-address-book.md): each sends the whole
 * book through the profile call, keeps the answered profile and shows its own success text; a
 * refusal answers the server's text (an invalid field, an address that is not the customer's).
 * Refused offline, since the book lives on the server and an unsent change would look saved.
 * The screen reads the book afresh when it opens.
 */
import { messageKey, updateProfileTask } from '@/lib/api';
import { profileTask } from '@/lib/checkout';
import { addressBookInputSchema, type CustomerAddressChange } from '@/lib/contract/customer-address';
import type { AppDispatch, StoreExtra } from '../listener-types';
import { okAction } from '../notifications/notification';
import { notificationAdded } from '../notifications/notifications-slice';
import type { RootState } from '../root-reducer';
import { send, type AuthOutcome } from '../session/auth-actions';
import { keepAnsweredProfile } from './account-actions';

/** What the change did, and its success text. */
const SUCCESS = {
  added: messageKey('addresses.savedAdded'),
  updated: messageKey('addresses.savedUpdated'),
  deleted: messageKey('addresses.savedDeleted'),
  defaultBilling: messageKey('addresses.savedDefaultBilling'),
  defaultShipping: messageKey('addresses.savedDefaultShipping'),
};
export type AddressBookChange = keyof typeof SUCCESS;

export function saveAddressBook(addresses: CustomerAddressChange[], change: AddressBookChange) {
  return async (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra): Promise<AuthOutcome> => {
    if (!extra.isOnline()) return { ok: false, error: messageKey('addresses.offline') };
    // The server would refuse it too; checked here so the call layer's own check never throws.
    if (!addressBookInputSchema.safeParse(addresses).success) return { ok: false, error: messageKey('addresses.invalid') };
    const sent = await send(extra, updateProfileTask({ addresses }));
    if (!sent.ok) return sent;
    if (!keepAnsweredProfile(dispatch, getState, sent.answer.result)) return { ok: false, error: messageKey('auth.somethingWentWrong') };
    // The book shown after a reload comes from the stored session: stored before the success shows.
    await extra.persistNow();
    dispatch(notificationAdded({ type: 'success', message: SUCCESS[change], action1: okAction }));
    return { ok: true };
  };
}

/** Reads the book from the server, so the screen shows what another device may have changed; offline the stored one stays. */
export function loadAddressBook() {
  return async (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra): Promise<void> => {
    const sent = await send(extra, profileTask());
    if (sent.ok) keepAnsweredProfile(dispatch, getState, sent.answer.result);
  };
}

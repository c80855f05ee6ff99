/** The address book screen (spec 02 §2): the list, its cards and the edit dialog. */
export { AddressBook } from './AddressBook';

/** The account screens' rules: the profile and password change forms, the address book (spec 02 §5). */
export * from './address-book';
export * from './profile-forms';

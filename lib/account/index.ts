/** The account screens' rules: the profile and password change forms (spec 02 §5). */
export * from './profile-forms';

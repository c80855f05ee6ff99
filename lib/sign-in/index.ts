/** The sign-in screens' rules: form validation (spec 02 §5). */
export * from './sign-in-forms';

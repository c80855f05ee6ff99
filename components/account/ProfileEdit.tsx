'use client';
/**
 * /customer/account/edit (spec 02 §2 "profile", §5, §8): first name, last name and e-mail, and the
 * password change (current, new, repeated). Success shows the spec's notice; a refusal shows in
 * its form: the profile's "Something went wrong…", the server's text for a wrong current password,
 * "Reset password feature does not work while offline!" without a connection. At the bottom the
 * account deletion (spec 02 §2 "delete account"): a warning, the current password, a confirmation
 * question; refused offline and for a wrong password, else a silent logout and the home page.
 */
import { useState, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import {
  emptyAccountDeletionForm,
  emptyPasswordChangeForm,
  profileUpdate,
  validateAccountDeletionForm,
  validatePasswordChangeForm,
  validateProfileForm,
  type ProfileForm,
} from '@/lib/account';
import type { UserMessage } from '@/lib/api';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { hasErrors } from '@/lib/checkout';
import { Field, type FieldProps } from '@/components/checkout';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { NewPasswordFields } from '@/components/account/auth/NewPasswordFields';
import { useAuthForm } from '@/components/account/auth/use-auth-form';
import { changePassword, deleteAccount, selectUser, updateProfile, useAppDispatch, useAppSelector } from '@/store';
import { AccountScreen } from './AccountScreen';
import { ConfirmQuestion } from './ConfirmQuestion';
import styles from './Account.module.css';

export function ProfileEdit() {
  const t = useTranslations('account.profile');
  // A changed password empties its form: a new form per change.
  const [passwordChanges, setPasswordChanges] = useState(0);
  return (
    <AccountScreen title={t('title')} section="profile" route={ACCOUNT_ROUTES.profile}>
      <div className={styles.forms}>
        <ProfileFormCard />
        <PasswordFormCard key={passwordChanges} onChanged={() => setPasswordChanges((n) => n + 1)} />
        <AccountDeletionCard />
      </div>
    </AccountScreen>
  );
}

function ProfileFormCard() {
  const t = useTranslations('account.profile');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const initial: ProfileForm = { firstname: user?.firstname ?? '', lastname: user?.lastname ?? '', email: user?.email ?? '' };
  const { form, field, errors, refusal, busy, submit } = useAuthForm(initial, validateProfileForm);
  return (
    <FormCard
      id="profile-personal"
      title={t('personal')}
      submitLabel={t('save')}
      refusal={refusal}
      busy={busy}
      onSubmit={() => void submit((values) => dispatch(updateProfile(profileUpdate(values))))}
    >
      <Field id="profile-firstname" label={t('firstname')} autoComplete="given-name" value={form.firstname} error={errors.firstname} onValue={field('firstname')} />
      <Field id="profile-lastname" label={t('lastname')} autoComplete="family-name" value={form.lastname} error={errors.lastname} onValue={field('lastname')} />
      <Field id="profile-email" label={t('email')} type="email" autoComplete="email" value={form.email} error={errors.email} onValue={field('email')} />
    </FormCard>
  );
}

function PasswordFormCard({ onChanged }: { onChanged(): void }) {
  const t = useTranslations('account.profile');
  const dispatch = useAppDispatch();
  const { form, field, errors, refusal, busy, submit } = useAuthForm(emptyPasswordChangeForm, validatePasswordChangeForm);
  const change = async ({ currentPassword, password }: typeof form) => {
    if (await submit(() => dispatch(changePassword({ currentPassword, newPassword: password })))) onChanged();
  };
  return (
    <FormCard id="profile-password" title={t('password')} submitLabel={t('changePassword')} refusal={refusal} busy={busy} onSubmit={() => void change(form)}>
      <CurrentPasswordField id="current-password" label={t('currentPassword')} value={form.currentPassword} error={errors.currentPassword} onValue={field('currentPassword')} />
      <NewPasswordFields form={form} errors={errors} field={field} label={t('newPassword')} />
    </FormCard>
  );
}

function AccountDeletionCard() {
  const t = useTranslations('deletion');
  const dispatch = useAppDispatch();
  const { form, field, errors, refusal, busy, submit } = useAuthForm(emptyAccountDeletionForm, validateAccountDeletionForm);
  const [asking, setAsking] = useState(false);
  // An invalid form only shows its field messages; a valid one asks the question first.
  const send = () => submit(({ currentPassword }) => dispatch(deleteAccount(currentPassword)));
  const ask = () => (hasErrors(validateAccountDeletionForm(form)) ? void send() : setAsking(true));
  const confirmed = () => {
    setAsking(false);
    void send();
  };
  return (
    <FormCard id="account-deletion" title={t('title')} submitLabel={t('delete')} refusal={refusal} busy={busy || asking} onSubmit={ask}>
      <p className={styles.alert}>{t('warning')}</p>
      <CurrentPasswordField id="account-deletion-password" label={t('currentPassword')} value={form.currentPassword} error={errors.currentPassword} onValue={field('currentPassword')} />
      {asking && (
        <ConfirmQuestion id="account-deletion-question" question={t('question')} confirm={t('confirm')} keep={t('keep')} busy={busy} onConfirm={confirmed} onKeep={() => setAsking(false)} />
      )}
    </FormCard>
  );
}

/** The customer's current password, asked again before a change of the password or the deletion. */
function CurrentPasswordField(props: Pick<FieldProps, 'id' | 'label' | 'value' | 'error' | 'onValue'>) {
  return <Field {...props} type="password" autoComplete="current-password" />;
}

/** One form of the page: a card with its title, fields, the refusal line and the send button. */
function FormCard(props: { id: string; title: string; submitLabel: string; refusal: UserMessage | null; busy: boolean; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby={props.id}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <h2 id={props.id}>{props.title}</h2>
      <div className={styles.fields}>{props.children}</div>
      <FormAlert message={props.refusal} />
      <button type="submit" className="button" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}

'use client';
/**
 * /customer/account/edit (spec 02 §2 "profile", §5, §8): first name, last name and e-mail, and the
 * password change (current, new, repeated). Success shows the spec's notice; a refusal shows in
 * its form: the profile's "Something went wrong…", the server's text for a wrong current password,
 * "Reset password feature does not work while offline!" without a connection.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  emptyPasswordChangeForm,
  profileUpdate,
  validatePasswordChangeForm,
  validateProfileForm,
  type ProfileForm,
} from '@/lib/account';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { Field } from '@/components/checkout';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { NewPasswordFields } from '@/components/account/auth/NewPasswordFields';
import { useAuthForm } from '@/components/account/auth/use-auth-form';
import { changePassword, selectUser, updateProfile, useAppDispatch, useAppSelector } from '@/store';
import { AccountScreen } from './AccountScreen';
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
    <form
      className={styles.card}
      noValidate
      aria-labelledby="profile-personal"
      onSubmit={(event) => {
        event.preventDefault();
        void submit((values) => dispatch(updateProfile(profileUpdate(values))));
      }}
    >
      <h2 id="profile-personal">{t('personal')}</h2>
      <div className={styles.fields}>
        <Field id="profile-firstname" label={t('firstname')} autoComplete="given-name" value={form.firstname} error={errors.firstname} onValue={field('firstname')} />
        <Field id="profile-lastname" label={t('lastname')} autoComplete="family-name" value={form.lastname} error={errors.lastname} onValue={field('lastname')} />
        <Field id="profile-email" label={t('email')} type="email" autoComplete="email" value={form.email} error={errors.email} onValue={field('email')} />
      </div>
      <FormAlert message={refusal} />
      <button type="submit" className="button" disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}

function PasswordFormCard({ onChanged }: { onChanged(): void }) {
  const t = useTranslations('account.profile');
  const dispatch = useAppDispatch();
  const { form, field, errors, refusal, busy, submit } = useAuthForm(emptyPasswordChangeForm, validatePasswordChangeForm);
  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby="profile-password"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(({ currentPassword, password }) => dispatch(changePassword({ currentPassword, newPassword: password }))).then(
          (changed) => changed && onChanged(),
        );
      }}
    >
      <h2 id="profile-password">{t('password')}</h2>
      <div className={styles.fields}>
        <Field
          id="current-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          error={errors.currentPassword}
          onValue={field('currentPassword')}
        />
        <NewPasswordFields form={form} errors={errors} field={field} label={t('newPassword')} />
      </div>
      <FormAlert message={refusal} />
      <button type="submit" className="button" disabled={busy}>
        {t('changePassword')}
      </button>
    </form>
  );
}

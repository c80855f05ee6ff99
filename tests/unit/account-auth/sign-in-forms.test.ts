import { emptyRegistrationForm, validateLoginForm, validateNewPasswordForm, validatePasswordResetForm, validateRegistrationForm } from '@/lib/sign-in';

const registration = {
  firstname: 'Anna',
  lastname: 'Berg',
  email: 'anna@example.com',
  password: 'kaffee123',
  passwordConfirmation: 'kaffee123',
  termsAccepted: true,
};

describe('the sign-in forms (spec 02 §5)', () => {
  it('lets a complete registration through', () => {
    expect(validateRegistrationForm(registration)).toEqual({});
  });

  it('asks for every field of an empty registration and the accepted terms', () => {
    expect(validateRegistrationForm(emptyRegistrationForm)).toEqual({
      firstname: 'required',
      lastname: 'required',
      email: 'required',
      password: 'required',
      passwordConfirmation: 'required',
      termsAccepted: 'termsNotAccepted',
    });
  });

  it('wants names of at least 2 letters, a valid e-mail and 8 characters typed twice the same', () => {
    expect(
      validateRegistrationForm({ ...registration, firstname: 'A.', lastname: 'B', email: 'anna@', password: 'kurz', passwordConfirmation: 'kurz' }),
    ).toEqual({ firstname: 'nameTooShort', lastname: 'nameTooShort', email: 'invalidEmail', password: 'passwordTooShort' });
    expect(validateNewPasswordForm({ password: 'kaffee123', passwordConfirmation: 'kaffee124' })).toEqual({ passwordConfirmation: 'passwordsDiffer' });
    expect(validateNewPasswordForm({ password: '12345678', passwordConfirmation: '12345678' })).toEqual({});
  });

  it('checks a login for an e-mail and any password, not its length', () => {
    expect(validateLoginForm({ email: 'anna@example.com', password: 'x' })).toEqual({});
    expect(validateLoginForm({ email: ' ', password: '' })).toEqual({ email: 'required', password: 'required' });
  });

  it('checks the reset request for a valid e-mail', () => {
    expect(validatePasswordResetForm({ email: 'anna.example.com' })).toEqual({ email: 'invalidEmail' });
    expect(validatePasswordResetForm({ email: 'anna@example.com' })).toEqual({});
  });
});

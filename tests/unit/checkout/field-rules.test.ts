import {
  addressField,
  email,
  password,
  passwordConfirmation,
  personName,
  postcode,
  required,
  taxId,
  termsAccepted,
  validateAddressForm,
  validatePersonalForm,
  emptyAddressForm,
  emptyPersonalForm,
} from '@/lib/checkout';

describe('checkout field rules (spec 02 §5)', () => {
  it('asks for every required field', () => {
    expect(required('  ')).toBe('required');
    expect(required('x')).toBeNull();
  });

  it('wants names of at least 2 letters', () => {
    expect(personName('J.')).toBe('nameTooShort');
    expect(personName('J1')).toBe('nameTooShort');
    expect(personName('Jo')).toBeNull();
    expect(personName('Ö.z')).toBeNull();
  });

  it('wants address fields of at least 2 characters', () => {
    expect(addressField('a ')).toBe('fieldTooShort');
    expect(addressField('ab')).toBeNull();
  });

  it('refuses a postcode shorter than 3 characters as not valid', () => {
    expect(postcode('12')).toBe('invalidPostcode');
    expect(postcode('123')).toBeNull();
  });

  it('wants a given tax id of at least 3 characters and accepts none', () => {
    expect(taxId('DE')).toBe('taxIdTooShort');
    expect(taxId('')).toBeNull();
    expect(taxId('DE1')).toBeNull();
  });

  it('wants a valid e-mail address', () => {
    expect(email('anna@example')).toBe('invalidEmail');
    expect(email('anna @example.com')).toBe('invalidEmail');
    expect(email('anna@example.com')).toBeNull();
  });

  it('wants a password of at least 8 characters, typed twice the same', () => {
    expect(password('1234567')).toBe('passwordTooShort');
    expect(password('12345678')).toBeNull();
    expect(passwordConfirmation('12345678', '12345679')).toBe('passwordsDiffer');
    expect(passwordConfirmation('12345678', '12345678')).toBeNull();
  });

  it('wants the terms and conditions accepted', () => {
    expect(termsAccepted(false)).toBe('termsNotAccepted');
    expect(termsAccepted(true)).toBeNull();
  });
});

describe('checkout sections', () => {
  const anna = { ...emptyPersonalForm, firstName: 'Anna', lastName: 'Berg', emailAddress: 'anna@example.com' };

  it('checks the password only when an account is created', () => {
    expect(validatePersonalForm(anna)).toEqual({});
    expect(validatePersonalForm({ ...anna, createAccount: true, password: 'short', passwordConfirmation: 'other' })).toEqual({
      password: 'passwordTooShort',
      passwordConfirmation: 'passwordsDiffer',
    });
  });

  const address = {
    ...emptyAddressForm('DE'),
    firstName: 'Anna',
    lastName: 'Berg',
    streetAddress: 'Hauptstraße',
    apartmentNumber: '5',
    zipCode: '20095',
    city: 'Hamburg',
  };

  it('accepts a complete private address and names each missing field', () => {
    expect(validateAddressForm(address)).toEqual({});
    expect(validateAddressForm({ ...address, zipCode: '20', city: 'H', streetAddress: '' })).toEqual({
      zipCode: 'invalidPostcode',
      city: 'fieldTooShort',
      streetAddress: 'required',
    });
  });

  it('asks a company address for the company name and checks its tax id', () => {
    expect(validateAddressForm({ ...address, kind: 'company', taxId: 'DE' })).toEqual({ company: 'required', taxId: 'taxIdTooShort' });
  });

  it('asks a Packstation delivery for the station and post number instead of the street', () => {
    const packstation = { ...address, kind: 'packstation' as const, streetAddress: '', apartmentNumber: '' };
    expect(validateAddressForm(packstation)).toEqual({ packstationNumber: 'required', postNumber: 'required' });
    expect(validateAddressForm({ ...packstation, packstationNumber: '123', postNumber: '987654' })).toEqual({});
  });
});

/** Spec 02 §5 age check: complete date, DD/MM/YYYY (TT.MM.JJJJ), not in the future, 18 or older. */
import { birthDateSeparator, checkBirthDate, isOldEnough } from '@/lib/service/age-check';

const now = new Date('2026-05-04T10:00:00Z');

describe('age check', () => {
  it.each(['', '12/05', '12/05/', '12//2000', '01/01/20'])('asks for a complete date for "%s"', (input) => {
    expect(checkBirthDate(input, now)).toEqual({ ok: false, problem: 'incomplete' });
  });

  it.each(['31/02/2000', 'aa/bb/2000', '13/13/1990', '00/01/1990', '1/1/1800'])('refuses "%s" as not a valid date of birth', (input) => {
    expect(checkBirthDate(input, now)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a date in the future', () => {
    expect(checkBirthDate('05/05/2026', now)).toEqual({ ok: false, problem: 'future' });
  });

  it('refuses anyone under 18, also the day before the 18th birthday', () => {
    expect(checkBirthDate('05/05/2008', now)).toEqual({ ok: false, problem: 'tooYoung' });
    expect(checkBirthDate('04/05/2008', now)).toEqual({ ok: true, birthDate: '2008-05-04' });
  });

  it('reads the German format with dots', () => {
    expect(checkBirthDate('24.12.1980', now)).toEqual({ ok: true, birthDate: '1980-12-24' });
    expect(birthDateSeparator('de-AT')).toBe('.');
    expect(birthDateSeparator('nl-NL')).toBe('/');
  });

  it('judges a stored ISO birth date the same way', () => {
    expect(isOldEnough('2008-05-04', now)).toBe(true);
    expect(isOldEnough('2008-05-05', now)).toBe(false);
    expect(isOldEnough('garbage', now)).toBe(false);
  });
});

import { cookieValue } from '@/lib/cookies/cookie-value';

describe('cookieValue', () => {
  it('reads one cookie of a document.cookie string, decoded, with or without spaces after the semicolons', () => {
    expect(cookieValue('a=1; preferred-store=de%5Fat; b=2', 'preferred-store')).toBe('de_at');
    expect(cookieValue('a=1;client-runtime-used=1', 'client-runtime-used')).toBe('1');
  });

  it('answers null for a missing cookie, a name that only begins another, and a value that does not decode', () => {
    expect(cookieValue('', 'a')).toBeNull();
    expect(cookieValue('ab=1', 'a')).toBeNull();
    expect(cookieValue('a=%E0%A4%A', 'a')).toBeNull();
  });
});

import { createPasswordLink, createPasswordQuery, sameSiteRedirect } from '@/lib/routing';

const DASHBOARD = '/customer';

describe('the login redirect target', () => {
  it.each([
    ['/customer/orders', '/customer/orders'],
    ['/de/customer/orders?page=2#top', '/de/customer/orders?page=2#top'],
    ['/c/kaffee', '/c/kaffee'],
  ])('follows the same-site path %s', (target, expected) => {
    expect(sameSiteRedirect(target, DASHBOARD)).toBe(expected);
  });

  it.each([
    ['no target', null],
    ['an empty target', ''],
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'customer/orders'],
    ['dot segments', '/customer/../../etc'],
    ['an encoded separator', '/%2F%2Fevil.example'],
  ])('falls back to the dashboard for %s', (_case, target) => {
    expect(sameSiteRedirect(target, DASHBOARD)).toBe(DASHBOARD);
  });
});

describe('the password reset link', () => {
  it('leads to the store view’s create-password page with the e-mail and token, encoded', () => {
    const link = createPasswordLink('http://localhost:3000/de', 'anna+kaffee@example.com', 'a/b+c=');
    expect(link).toBe('http://localhost:3000/de/create-password?email=anna%2Bkaffee%40example.com&token=a%2Fb%2Bc%3D');
    expect(createPasswordQuery(new URL(link).search)).toEqual({ email: 'anna+kaffee@example.com', token: 'a/b+c=' });
  });

  it('reads a link without e-mail or token as empty values', () => {
    expect(createPasswordQuery('?token=abc')).toEqual({ email: '', token: 'abc' });
    expect(createPasswordQuery('')).toEqual({ email: '', token: '' });
  });
});

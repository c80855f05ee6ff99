import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOptions } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from '@/lib/commerce/auth/password';
import { issueAccessToken, verifyAccessToken } from '@/lib/commerce/auth/access-token';
import { resolveAuthSecret } from '@/lib/commerce/auth/auth-secret';
import { readUserToken } from '@/lib/commerce/auth/request-credentials';
import { hashToken, newRandomToken } from '@/lib/commerce/auth/token-hash';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/lib/config/auth';

const secret = new TextEncoder().encode('s'.repeat(32));

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, 2 iterations, parallelism 1', async () => {
    const hashed = await hashPassword('correct horse');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(hashed)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('verifies the right password only, and a malformed hash as wrong', async () => {
    const hashed = await hashPassword('correct horse');
    expect(await verifyPassword(hashed, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse')).toBe(false);
  });
});

describe('access tokens', () => {
  const now = Math.floor(Date.UTC(2026, 0, 1) / 1000);

  it('carries the customer and group until it expires', async () => {
    const token = await issueAccessToken({ sub: 'user-1', groupId: 4 }, secret, now);
    expect(await verifyAccessToken(token, secret, new Date(now * 1000))).toEqual({ sub: 'user-1', groupId: 4 });
    const later = new Date((now + ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(token, secret, later)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const token = await issueAccessToken({ sub: 'user-1', groupId: 1 }, secret, now);
    const other = new TextEncoder().encode('x'.repeat(32));
    expect(await verifyAccessToken(token, other, new Date(now * 1000))).toBeNull();
    expect(await verifyAccessToken('garbage', secret)).toBeNull();
  });
});

describe('the auth secret', () => {
  it('takes AUTH_SECRET from the environment', () => {
    expect(new TextDecoder().decode(resolveAuthSecret({ AUTH_SECRET: 'e'.repeat(40) }))).toBe('e'.repeat(40));
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => resolveAuthSecret({ AUTH_SECRET: 'short' })).toThrow('AUTH_SECRET must be at least 32 characters');
  });

  it('generates a secret once and keeps it in the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'auth-secret-'));
    const file = join(dir, 'nested', 'auth-secret');
    const first = resolveAuthSecret({}, file);
    expect(resolveAuthSecret({}, file)).toEqual(first);
    expect(readFileSync(file, 'utf8')).toBe(new TextDecoder().decode(first));
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('request credentials', () => {
  it('reads the user token from the Bearer header by default and ignores ?token=', () => {
    const request = new Request('http://localhost/api/user/me?token=from-query', {
      headers: { authorization: 'Bearer from-header' },
    });
    expect(readUserToken(request)).toBe('from-header');
    expect(readUserToken(new Request('http://localhost/api/user/me?token=from-query'))).toBeNull();
  });

  it('reads ?token= when the query switch is on', () => {
    expect(readUserToken(new Request('http://localhost/api/user/me?token=from-query'), true)).toBe('from-query');
  });
});

describe('random tokens', () => {
  it('are at least 128 bit and stored only as a hash', () => {
    const token = newRandomToken(32);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});

/**
 * The JWT signing secret: `AUTH_SECRET` from the environment, or in development a random secret
 * generated once and kept under `.data/`, so tokens survive a restart. Replicas must share
 * `AUTH_SECRET`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AUTH_ERRORS, AUTH_SECRET_BYTES, AUTH_SECRET_FILE_NAME } from '@/lib/config/auth';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { newRandomToken } from './token-hash';

function readOrCreateSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const secret = newRandomToken(AUTH_SECRET_BYTES);
    // 'wx' so two processes starting together cannot overwrite each other's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

export function resolveAuthSecret(source?: EnvironmentSource, file: string = join(environment(source).DATA_DIR, AUTH_SECRET_FILE_NAME)): Uint8Array {
  const configured = environment(source).AUTH_SECRET;
  const secret = configured ?? readOrCreateSecretFile(file);
  if (secret.length < AUTH_SECRET_BYTES) throw new Error(AUTH_ERRORS.secretTooShort);
  return new TextEncoder().encode(secret);
}

let cached: Uint8Array | undefined;

export function getAuthSecret(): Uint8Array {
  cached ??= resolveAuthSecret();
  return cached;
}

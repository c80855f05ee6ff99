/** Password hashing with argon2id at the configured cost. */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ARGON2ID_OPTIONS } from '@/lib/config/auth';

const options = { ...ARGON2ID_OPTIONS, algorithm: ARGON2ID_OPTIONS.algorithm as Algorithm };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

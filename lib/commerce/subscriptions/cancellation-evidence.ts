/**
 * The evidence of an extraordinary termination: a PDF, JPEG or PNG of at most EVIDENCE_MAX_BYTES,
 * its type read from its first bytes (a renamed file is refused), stored under DATA_DIR, outside
 * the web root, with a random name and owner-only permissions.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { EVIDENCE_DIR_NAME, EVIDENCE_MAX_BYTES, EVIDENCE_TYPES, type EvidenceType } from '@/lib/config/subscriptions';

const SIGNATURES: Record<EvidenceType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

export type EvidenceProblem = 'missing' | 'type' | 'size';

/** The file's real type from its first bytes, or null for anything else. */
export function sniffEvidenceType(bytes: Uint8Array): EvidenceType | null {
  for (const [type, signature] of Object.entries(SIGNATURES) as [EvidenceType, number[]][]) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}

/** Checks an uploaded file: answers its type or the problem. */
export function checkEvidence(file: { size: number; type: string } | null, bytes: Uint8Array | null): { ok: true; type: EvidenceType } | { ok: false; problem: EvidenceProblem } {
  if (!file || !bytes || file.size === 0) return { ok: false, problem: 'missing' };
  if (file.size > EVIDENCE_MAX_BYTES || bytes.length > EVIDENCE_MAX_BYTES) return { ok: false, problem: 'size' };
  const sniffed = sniffEvidenceType(bytes);
  if (!sniffed || (file.type !== '' && file.type !== sniffed)) return { ok: false, problem: 'type' };
  return { ok: true, type: sniffed };
}

export function evidenceDir(env?: EnvironmentSource): string {
  return path.resolve(environment(env).DATA_DIR, EVIDENCE_DIR_NAME);
}

/** Writes the file under a random name; answers the name (relative to the evidence folder). */
export async function storeEvidence(bytes: Uint8Array, type: EvidenceType, env?: EnvironmentSource): Promise<string> {
  const dir = evidenceDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${EVIDENCE_TYPES[type]}`;
  await writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
  return name;
}

export async function removeEvidence(name: string, env?: EnvironmentSource): Promise<void> {
  await rm(path.join(evidenceDir(env), path.basename(name)), { force: true });
}

/**
 * The contact form's attachment checked by its content, not only by the type the browser claims
 * (issue 18): a JPEG, PNG or PDF starts with its format's signature, and the decoded file is at
 * most CONTACT_ATTACHMENT_MAX_BYTES. Browser-safe (the form checks before sending, the route again).
 */
import { CONTACT_ATTACHMENT_MAX_BYTES, type ContactAttachmentType } from '@/lib/config/service';

/** The first bytes of each allowed type (JPEG SOI marker, PNG signature, PDF header "%PDF-"). */
const SIGNATURES: Record<ContactAttachmentType, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** The decoded size of a base64 text (without decoding it). */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The first bytes of a base64 text (enough for every signature). */
function leadingBytes(base64: string): number[] {
  try {
    return Array.from(atob(base64.slice(0, 12)), (c) => c.charCodeAt(0));
  } catch {
    return [];
  }
}

/** True when the file's first bytes are its claimed type's signature. */
export function attachmentMatchesType(type: ContactAttachmentType, base64: string): boolean {
  const head = leadingBytes(base64);
  return SIGNATURES[type].every((byte, i) => head[i] === byte);
}

export function attachmentWithinSize(base64: string): boolean {
  return base64ByteLength(base64) <= CONTACT_ATTACHMENT_MAX_BYTES;
}

/**
 * The name the file travels under in the mail: the last path segment, without control characters,
 * quotes or slashes, at most 120 characters; "attachment" when nothing is left.
 */
export function attachmentFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-120);
  return clean.replace(/^\.+/, '') || 'attachment';
}

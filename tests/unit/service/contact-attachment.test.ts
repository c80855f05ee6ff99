/** The contact attachment checked by its content and named safely for the mail (issue 18, ADR 0021). */
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@/lib/config/service';
import { attachmentFileName, attachmentMatchesType, attachmentWithinSize, base64ByteLength } from '@/lib/contract/contact-attachment';
import { contactRequestSchema } from '@/lib/contract/service';

const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');
const png = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const pdf = b64('%PDF-1.4\n%âãÏÓ');

describe('attachmentMatchesType', () => {
  it('accepts each type by its signature', () => {
    expect(attachmentMatchesType('image/png', png)).toBe(true);
    expect(attachmentMatchesType('image/jpeg', jpeg)).toBe(true);
    expect(attachmentMatchesType('application/pdf', pdf)).toBe(true);
  });
  it('refuses a file claiming another type, a Windows program and a truncated file', () => {
    expect(attachmentMatchesType('image/png', jpeg)).toBe(false);
    expect(attachmentMatchesType('application/pdf', png)).toBe(false);
    expect(attachmentMatchesType('image/jpeg', b64('MZ\x90\x00'))).toBe(false);
    expect(attachmentMatchesType('image/png', b64([0x89, 0x50]))).toBe(false);
  });
});

describe('the size', () => {
  it('is the decoded length, padding counted off', () => {
    for (const n of [1, 2, 3, 4, 5, 1000]) expect(base64ByteLength(Buffer.alloc(n).toString('base64'))).toBe(n);
  });
  it(`allows at most ${CONTACT_ATTACHMENT_MAX_BYTES} bytes`, () => {
    expect(attachmentWithinSize(Buffer.alloc(CONTACT_ATTACHMENT_MAX_BYTES).toString('base64'))).toBe(true);
    expect(attachmentWithinSize(Buffer.alloc(CONTACT_ATTACHMENT_MAX_BYTES + 1).toString('base64'))).toBe(false);
  });
});

describe('attachmentFileName', () => {
  it('keeps the last path segment without control characters or quotes', () => {
    expect(attachmentFileName('C:\\fakepath\\Rechnung März.pdf')).toBe('Rechnung März.pdf');
    expect(attachmentFileName('../../etc/passwd')).toBe('passwd');
    expect(attachmentFileName('a"b\r\nc.png')).toBe('abc.png');
    expect(attachmentFileName('.hidden.png')).toBe('hidden.png');
    expect(attachmentFileName('///')).toBe('attachment');
    expect(attachmentFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(120);
    expect(attachmentFileName(`${'x'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });
});

describe('the contact contract', () => {
  const form = { topic: 'complaint', name: 'Clara', email: 'clara@example.com', message: 'Broken on arrival, see photo.', shownAt: 1 };
  it('takes a PNG that is a PNG and refuses one that is not, naming the field', () => {
    expect(contactRequestSchema.safeParse({ ...form, attachment: { name: 'a.png', type: 'image/png', base64: png } }).success).toBe(true);
    const wrong = contactRequestSchema.safeParse({ ...form, attachment: { name: 'a.png', type: 'image/png', base64: pdf } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0].path).toEqual(['attachment', 'type']);
  });
});

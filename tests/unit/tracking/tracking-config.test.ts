import { trackingConfigSchema } from '@/lib/contract/tracking';
import { trackingConfigFrom } from '@/lib/tracking/tracking-config';

const container = { containerId: 'GTM-ABC123', scriptUrl: 'https://www.googletagmanager.com/gtm.js' };

/** Every shape the server may answer, and the ways a broken or foreign answer can be wrong. */
const answers: unknown[] = [
  { tagManager: container, consentProvider: 'shop' },
  { tagManager: null, consentProvider: 'external' },
  { tagManager: { ...container, extra: 1 }, consentProvider: 'shop', extra: true },
  { tagManager: container, consentProvider: 'cmp' },
  { tagManager: container },
  { consentProvider: 'shop' },
  { tagManager: undefined, consentProvider: 'shop' },
  { tagManager: { containerId: 'GTM-1' }, consentProvider: 'shop' },
  { tagManager: { containerId: 1, scriptUrl: 'x' }, consentProvider: 'shop' },
  { tagManager: [container], consentProvider: 'shop' },
  { tagManager: 'GTM-1', consentProvider: 'shop' },
  [{ tagManager: null, consentProvider: 'shop' }],
  null,
  undefined,
  'shop',
  42,
];

describe('trackingConfigFrom (the browser reads GET /api/tracking/config without zod)', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))('agrees with the contract schema on %s', (_, answer) => {
    const parsed = trackingConfigSchema.safeParse(answer);
    expect(trackingConfigFrom(answer)).toEqual(parsed.success ? parsed.data : null);
  });

  it('keeps only the fields the schema knows', () => {
    expect(trackingConfigFrom({ tagManager: { ...container, extra: 1 }, consentProvider: 'shop', extra: true })).toEqual({ tagManager: container, consentProvider: 'shop' });
  });

  it('refuses an answer without a consent provider or with a broken container', () => {
    expect(trackingConfigFrom({ tagManager: container })).toBeNull();
    expect(trackingConfigFrom({ tagManager: { containerId: 'GTM-1' }, consentProvider: 'shop' })).toBeNull();
  });
});

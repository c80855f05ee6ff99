/**
 * The tracking configuration as the browser reads it from GET /api/tracking/config, checked by hand
 * rather than with zod: the tracking module loads at idle on every catalogue page, and zod's core
 * (23 KB gzip, ~75 ms of module set-up at 4× CPU slowdown) would cost the landing page more than the
 * whole module does, for one two-field object. The server builds the answer with
 * `trackingConfigSchema` (lib/contract/tracking); a test holds this check to the schema.
 */
import type { TrackingConfig } from '@/lib/contract/tracking';

const CONSENT_PROVIDERS: ReadonlySet<unknown> = new Set<TrackingConfig['consentProvider']>(['shop', 'external']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function tagManagerFrom(value: unknown): TrackingConfig['tagManager'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.containerId !== 'string' || typeof value.scriptUrl !== 'string') return undefined;
  return { containerId: value.containerId, scriptUrl: value.scriptUrl };
}

/** The configuration, or null for anything else (the page then loads no tag manager and shows its own banner). */
export function trackingConfigFrom(value: unknown): TrackingConfig | null {
  if (!isRecord(value) || !CONSENT_PROVIDERS.has(value.consentProvider)) return null;
  const tagManager = tagManagerFrom(value.tagManager);
  if (tagManager === undefined) return null;
  return { tagManager, consentProvider: value.consentProvider as TrackingConfig['consentProvider'] };
}

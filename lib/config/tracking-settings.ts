/**
 * What the deployment configures for tracking (docs/configuration.md "Tracking"): the tag manager
 * container (none: no script at all), its script address (a self-hosted or test copy), and whose
 * consent banner decides — ours, or an external consent management platform that calls
 * `window.shopConsent`. Server only: the browser gets these from `/api/tracking/config`.
 */
import { environment, type EnvironmentSource } from './environment';
import { TAG_MANAGER_SCRIPT_URL } from './tracking';

export interface TrackingSettings {
  tagManager: { containerId: string; scriptUrl: string } | null;
  consentProvider: 'shop' | 'external';
}

export function trackingSettings(source?: EnvironmentSource): TrackingSettings {
  const config = environment(source);
  const containerId = config.GTM_CONTAINER_ID;
  return {
    tagManager: containerId ? { containerId, scriptUrl: config.GTM_SCRIPT_URL ?? TAG_MANAGER_SCRIPT_URL } : null,
    consentProvider: config.CONSENT_PROVIDER,
  };
}

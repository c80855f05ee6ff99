/**
 * The e-mail marketing and remarketing services (spec 01 §1, 02 §7) as ports: each receives the
 * tracking events once marketing consent is given. The defaults do nothing; a deployment with
 * such a service registers its adapter (`registerTrackerPorts`) from its own lazily loaded module.
 */
import type { TrackingEvent } from './data-layer';

export interface TrackerPort {
  readonly name: string;
  track(event: TrackingEvent): void;
}

export const noEmailMarketing: TrackerPort = { name: 'email-marketing', track: () => undefined };
export const noRemarketing: TrackerPort = { name: 'remarketing', track: () => undefined };

let ports: readonly TrackerPort[] = [noEmailMarketing, noRemarketing];

export function registerTrackerPorts(next: readonly TrackerPort[]): void {
  ports = next;
}

export function trackerPorts(): readonly TrackerPort[] {
  return ports;
}

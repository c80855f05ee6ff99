import { environment, type EnvironmentSource } from '@/lib/config/environment';
import type { OperationsConfig } from '@/lib/config/operations';

/** The operator's settings, from the one environment schema (lib/config/environment.ts). */
export function readOperationsConfig(source?: EnvironmentSource): OperationsConfig {
  const config = environment(source);
  return {
    eventLoopDelayLimitMs: config.HEALTH_EVENT_LOOP_DELAY_MS,
    healthToken: config.HEALTH_TOKEN ?? null,
    drainGraceMs: config.DRAIN_GRACE_MS,
    drainTimeoutMs: config.DRAIN_TIMEOUT_MS,
  };
}

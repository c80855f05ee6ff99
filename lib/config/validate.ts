/**
 * Start-up check of every configuration source: the store table, the log level, the page cache's budget, the trusted proxies, the secrets replicas must share, traces and metrics. Throws one error
 * naming each bad field, so a broken deployment refuses to start instead of serving wrong pages.
 */
import { parseStoreTable, storeTableInput } from './stores';
import { readLogLevel } from '@/lib/logging/logger';
import { readPageCacheBytes } from './page-cache';
import { readClientAddressConfig } from '@/lib/http/client-address';
import { requireSharedSecrets } from '@/lib/replicas/deployment-checks';
import { readMetricsConfig, readTracingConfig } from './observability';

export function validateConfig(env: Record<string, string | undefined> = process.env): void {
  parseStoreTable(storeTableInput(env));
  readLogLevel(env);
  readPageCacheBytes(env);
  readClientAddressConfig(env);
  requireSharedSecrets(env);
  readTracingConfig(env);
  readMetricsConfig(env);
}

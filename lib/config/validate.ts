/**
 * The start-up check (server.ts, `npm start`, `npm run check:config`): every variable of the
 * environment's schema, the rules across them, and the two settings whose values are parsed by
 * their own modules (the store table's hosts and URLs, the trusted proxies' networks). Throws one
 * error listing every problem, so a broken deployment refuses to start instead of failing on a
 * request later.
 */
import { ConfigurationError, environmentProblems, type EnvironmentSource } from './environment';
import { parseStoreTable, storeTableInput } from './stores';
import { readClientAddressConfig } from '@/lib/http/client-address';

function problemsOf(check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (error) {
    if (error instanceof ConfigurationError) return [...error.problems];
    return [error instanceof Error ? error.message : String(error)];
  }
}

export function configurationProblems(source: EnvironmentSource = process.env): string[] {
  const problems = environmentProblems(source);
  return [...problems, ...problemsOf(() => parseStoreTable(storeTableInput(source))), ...problemsOf(() => readClientAddressConfig(source))];
}

/** What start-up prints before it exits 1, or null when the configuration is sound. */
export function startupRefusal(source: EnvironmentSource = process.env): string | null {
  const problems = configurationProblems(source);
  return problems.length > 0 ? `Configuration error — the shop will not start.\n${new ConfigurationError(problems).message}` : null;
}

export function validateConfig(source: EnvironmentSource = process.env): void {
  const problems = configurationProblems(source);
  if (problems.length > 0) throw new ConfigurationError(problems);
}

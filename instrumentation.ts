/**
 * Runs once when the server starts: a broken configuration stops it with a message naming the
 * field; with the OTEL_* variables asking for an OTLP export, the tracing SDK is loaded and
 * installed (lib/observability/tracing-sdk.ts). Without them nothing of it is even imported.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateConfig } = await import('./lib/config/validate');
    validateConfig();
    const { readTracingConfig } = await import('./lib/observability/settings');
    const tracing = readTracingConfig();
    if (tracing) await (await import('./lib/observability/tracing-sdk')).startTracing(tracing);
  }
}

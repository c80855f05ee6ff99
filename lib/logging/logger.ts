/**
 * The server's logger: one JSON line per event (pino; errors and warnings on stderr, the rest on stdout), with the request id of the request
 * being handled and, while an OpenTelemetry span is active, its `trace_id` and `span_id`, so a line
 * leads to its trace. Verbosity comes from `LOG_LEVEL` (silent, error, warn, info, debug); an
 * unknown level is a configuration error, reported by the start-up check (lib/config/validate.ts). Context values
 * are the caller's responsibility: never an e-mail address, password, token, card or address
 * (tests/integration/replicas/log-privacy.test.ts searches a whole shopping run's output).
 */
import pino from 'pino';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { DEFAULT_LOG_LEVEL, type LogLevel } from '@/lib/config/app';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { currentRequestContext } from './request-context';

export function readLogLevel(source?: EnvironmentSource): LogLevel {
  return environment(source).LOG_LEVEL;
}

export interface Logger {
  error(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  debug(message: string, context?: Record<string, unknown>): void;
}

type WrittenLevel = Exclude<LogLevel, 'silent'>;
/** Receives each JSON line (without its newline). */
export type Sink = (level: WrittenLevel, line: string) => void;

/** Errors and warnings on stderr, the rest on stdout; both are synchronous for files and pipes on Linux, so a line is out before an exit. */
const consoleSink: Sink = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

/** The fields that tie a line to its request and trace. */
function correlation(): Record<string, string> {
  const fields: Record<string, string> = {};
  const request = currentRequestContext();
  if (request) fields.request_id = request.requestId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

export function createLogger(level: LogLevel, sink: Sink = consoleSink): Logger {
  let writing: WrittenLevel = 'info';
  const destination = { write: (line: string) => sink(writing, line.trimEnd()) };
  const base = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: correlation,
    },
    destination,
  );
  const write = (at: WrittenLevel) => (message: string, context?: Record<string, unknown>) => {
    writing = at;
    base[at](context ?? {}, message);
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}

/** An error as a log field: its message and stack, never the objects it carries (a query's parameters, a customer). */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

let shared: Logger | undefined;

/** The process logger, at the level `LOG_LEVEL` names (falls back to the default if it is invalid). */
export function logger(): Logger {
  if (!shared) {
    let level: LogLevel = DEFAULT_LOG_LEVEL;
    try {
      level = readLogLevel();
    } catch {
      level = DEFAULT_LOG_LEVEL;
    }
    shared = createLogger(level);
  }
  return shared;
}

/**
 * The server's logger. Verbosity comes from `LOG_LEVEL` (silent, error, warn, info, debug); an
 * unknown level is a configuration error, reported by the start-up check (lib/config/validate.ts).
 */
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from '@/lib/config/app';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

export function readLogLevel(source?: EnvironmentSource): LogLevel {
  return environment(source).LOG_LEVEL;
}

export interface Logger {
  error(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  debug(message: string, context?: Record<string, unknown>): void;
}

type Sink = (level: Exclude<LogLevel, 'silent'>, line: string) => void;

const consoleSink: Sink = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

export function createLogger(level: LogLevel, sink: Sink = consoleSink): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, context?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(at) > threshold) return;
    sink(at, context ? `[${at}] ${message} ${JSON.stringify(context)}` : `[${at}] ${message}`);
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
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

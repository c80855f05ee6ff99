import { createLogger, readLogLevel } from '@/lib/logging/logger';
import { validateConfig } from '@/lib/config/validate';

describe('logging', () => {
  it('reads LOG_LEVEL and defaults to info', () => {
    expect(readLogLevel({})).toBe('info');
    expect(readLogLevel({ LOG_LEVEL: 'DEBUG' })).toBe('debug');
  });

  it('refuses an unknown level, naming it', () => {
    expect(() => readLogLevel({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL "loud": must be one of silent, error/);
  });

  it('writes only lines at or above the configured verbosity', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (_level, line) => lines.push(line));
    log.error('broken');
    log.warn('odd', { path: '/x' });
    log.info('hello');
    log.debug('details');
    expect(lines).toEqual(['[error] broken', '[warn] odd {"path":"/x"}']);
  });

  it('is silent at level silent', () => {
    const lines: string[] = [];
    createLogger('silent', (_l, line) => lines.push(line)).error('x');
    expect(lines).toEqual([]);
  });
});

describe('start-up configuration check', () => {
  it('passes the default configuration', () => {
    expect(() => validateConfig({})).not.toThrow();
  });

  it('refuses a broken store host or log level', () => {
    expect(() => validateConfig({ STORE_DE_DOMAIN: 'http://x' })).toThrow(/stores\[0\]\.hosts\[0\]/);
    expect(() => validateConfig({ LOG_LEVEL: 'chatty' })).toThrow(/LOG_LEVEL/);
  });
});

import { trace, type Span } from '@opentelemetry/api';
import { createLogger, readLogLevel } from '@/lib/logging/logger';
import { runInRequestContext } from '@/lib/logging/request-context';
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
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed).toEqual([
      expect.objectContaining({ level: 'error', msg: 'broken' }),
      expect.objectContaining({ level: 'warn', msg: 'odd', path: '/x' }),
    ]);
  });

  it('writes one JSON line per event with an ISO time, and the request id inside a request', () => {
    const lines: string[] = [];
    const log = createLogger('info', (_level, line) => lines.push(line));
    runInRequestContext({ requestId: 'req-12345678' }, () => log.info('inside'));
    log.info('outside');
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    const [inside, outside] = lines.map((line) => JSON.parse(line));
    expect(inside).toEqual(expect.objectContaining({ msg: 'inside', request_id: 'req-12345678', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }));
    expect(outside).not.toHaveProperty('request_id');
  });

  it('names the active OpenTelemetry span, and none without one', () => {
    const lines: string[] = [];
    const log = createLogger('info', (_level, line) => lines.push(line));
    const spanContext = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1 };
    const span = trace.wrapSpanContext(spanContext) as Span;
    jest.spyOn(trace, 'getActiveSpan').mockReturnValueOnce(span);
    log.info('traced');
    log.info('untraced');
    const [traced, untraced] = lines.map((line) => JSON.parse(line));
    expect(traced).toEqual(expect.objectContaining({ trace_id: spanContext.traceId, span_id: spanContext.spanId }));
    expect(untraced).not.toHaveProperty('trace_id');
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

/** The OTEL_* and METRICS_* variables: off by default, on only when asked, a bad value named. */
import { readMetricsConfig, readTracingConfig } from '@/lib/observability/settings';

describe('readTracingConfig', () => {
  it('is off without OTEL variables, with the exporter none, or with the SDK disabled', () => {
    expect(readTracingConfig({})).toBeNull();
    expect(readTracingConfig({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeNull();
    expect(readTracingConfig({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeNull();
  });

  it('is on with an OTLP endpoint or OTEL_TRACES_EXPORTER=otlp, protobuf over HTTP unless JSON is asked for', () => {
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({ serviceName: 'storefront', protocol: 'http/protobuf' });
    expect(readTracingConfig({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SERVICE_NAME: 'shop-eu', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toEqual({ serviceName: 'shop-eu', protocol: 'http/json' });
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' })?.protocol).toBe('http/protobuf');
  });

  it('names the variable of an exporter or protocol it cannot serve', () => {
    expect(() => readTracingConfig({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER "zipkin"/);
    expect(() => readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL "grpc"/);
  });
});

describe('readMetricsConfig', () => {
  it('is off without METRICS_PORT and listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(readMetricsConfig({})).toBeNull();
    expect(readMetricsConfig({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readMetricsConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  it.each(['0', '65536', 'abc', '94 64'])('refuses METRICS_PORT=%s with a message naming it', (value) => {
    expect(() => readMetricsConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT/);
  });
});

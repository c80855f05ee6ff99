/**
 * Each call to a payment provider in a span of its own while tracing is on (issue 37): the
 * provider's name and the call (authorize, capture, refund, …), never the amount, token or card.
 */
import { SpanKind } from '@opentelemetry/api';
import { inSpan, tracingOn } from '@/lib/observability/tracing';
import type { PaymentProvider } from './payment-provider';

const wrapped = new WeakMap<PaymentProvider, PaymentProvider>();

function tracedCall<A extends unknown[], R>(provider: PaymentProvider, call: string, work: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) =>
    inSpan(`payment ${provider.name} ${call}`, { kind: SpanKind.CLIENT, attributes: { 'storefront.payment.provider': provider.name, 'storefront.payment.call': call } }, () =>
      work.apply(provider, args),
    );
}

/** The provider as it is while tracing is off; with tracing, one wrapper per provider whose every call is a span. */
export function traced(provider: PaymentProvider): PaymentProvider;
export function traced(provider: PaymentProvider | null): PaymentProvider | null;
export function traced(provider: PaymentProvider | null): PaymentProvider | null {
  if (!provider || !tracingOn()) return provider;
  let proxy = wrapped.get(provider);
  if (!proxy) {
    proxy = new Proxy(provider, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' && typeof property === 'string' ? tracedCall(target, property, value as (...args: unknown[]) => Promise<unknown>) : value;
      },
    });
    wrapped.set(provider, proxy);
  }
  return proxy;
}

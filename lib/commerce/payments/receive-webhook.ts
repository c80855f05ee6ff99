/**
 * The one door for provider events (`/api/payments/{provider}/webhook`): the provider's adapter
 * verifies the signature over the raw body; a missing or wrong one is a 401 and nothing is read
 * further. A verified event is applied once (apply-payment-event.ts).
 */
import type { Db } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { applyPaymentEvent, type EventResult } from './apply-payment-event';
import { providerByName } from './provider-registry';

export async function receiveWebhook(db: Db, providerName: string, rawBody: string, headers: Headers, now: Date): Promise<EventResult | 'ignored'> {
  const provider = providerByName(providerName);
  if (!provider) throw new ApiError(404, 'webhookUnknownProvider');
  const event = await provider.verifyWebhook({ rawBody, headers, now });
  if (!event) throw new ApiError(401, 'webhookSignatureInvalid');
  if (event === 'ignored') return event;
  return applyPaymentEvent(db, event, now);
}

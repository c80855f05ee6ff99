/**
 * The messages the client runtime's notifications and the cart drawer read (`/api/messages`: the
 * namespaces the root layout does not put into every page), for the page's locale. The runtime's
 * starter fetches them beside the runtime's chunk, not after it: on a phone's connection each
 * costs a round trip, and the first add's confirmation waits for both (issue 35).
 */
import { supplyMessages } from '@/lib/i18n/client';

export async function loadRuntimeMessages(fetchMessages: typeof fetch, baseUrl: string, storeCode: string | null): Promise<void> {
  const url = new URL('/api/messages', baseUrl);
  if (storeCode) url.searchParams.set('storeCode', storeCode);
  try {
    const response = await fetchMessages(url.toString());
    if (response.ok) supplyMessages(await response.json());
  } catch {
    // Offline without a cached copy: the page keeps the messages it has; keys show where one is missing.
  }
}

/**
 * GET /api/messages: the client namespaces of the request's store view (its locale with the
 * fallback chain), which the client runtime loads for notifications and the cart drawer (ADR 0008).
 * Not in the spec's call table; plain JSON, cached like a static asset between deployments.
 */
import { NextResponse } from 'next/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { resolveMessages } from '@/lib/i18n/messages';
import { resolveApiStore } from '@/lib/routing';

export const runtime = 'nodejs';

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export async function GET(request: Request) {
  const locale = resolveApiStore(request).i18n.defaultLocale;
  const { messages } = await resolveMessages(locale, locale);
  return NextResponse.json(clientMessages(messages), { headers: { 'Cache-Control': CACHE_CONTROL } });
}

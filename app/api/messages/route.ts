/**
 * GET /api/messages: the client namespaces of the request's store view (its locale with the
 * fallback chain), which the client runtime loads for notifications and the cart drawer (ADR 0011);
 * `?only=<namespace>` answers one of them.
 * Not in the spec's call table; plain JSON, cached like a static asset between deployments.
 */
import { NextResponse } from 'next/server';
import { CLIENT_MESSAGE_NAMESPACES, clientMessages, pickMessages } from '@/lib/i18n/client-messages';
import { resolveMessages } from '@/lib/i18n/messages';
import { resolveApiStore } from '@/lib/routing';

export const runtime = 'nodejs';

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export async function GET(request: Request) {
  const locale = resolveApiStore(request).i18n.defaultLocale;
  const { messages } = await resolveMessages(locale, locale);
  // `?only=service`: one client namespace, for a widget that loads on first use (issue 18).
  const only = new URL(request.url).searchParams.get('only');
  const picked = only && (CLIENT_MESSAGE_NAMESPACES as readonly string[]).includes(only) ? pickMessages(messages, [only]) : clientMessages(messages);
  return NextResponse.json(picked, { headers: { 'Cache-Control': CACHE_CONTROL } });
}

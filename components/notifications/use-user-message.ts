'use client';
/** Turns a stored message (a catalogue key with values, or a server text) into the shopper's language. */
import { useTranslations } from '@/lib/i18n/client';
import type { UserMessage } from '@/lib/api';

export function useUserMessage(): (message: UserMessage) => string {
  const t = useTranslations();
  return (message) => ('text' in message ? message.text : t(message.key, message.values));
}

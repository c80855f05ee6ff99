'use client';
/**
 * The messages client components translate with, and their hooks (`useTranslations`,
 * `useLocale`), without a message-format library in the browser (ADR 0011). The root layout
 * provides what catalogue pages' islands read; a route that needs more (cart, checkout, account)
 * nests a provider with its namespaces, merged over its parent's; the client runtime adds the
 * namespaces its notifications and the cart drawer read once it has loaded them (`supplyMessages`).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { mergeMessages } from '../merge-messages';
import type { Messages } from '../messages-type';
import { formatMessage, type MessageValues } from './format-message';

interface MessagesContextValue {
  locale: string;
  messages: Messages;
}

const MessagesContext = createContext<MessagesContextValue | null>(null);

let supplied: Messages = {};
const listeners = new Set<() => void>();

/** Messages loaded after the page started (the client runtime's namespaces), for every provider. */
export function supplyMessages(messages: Messages): void {
  supplied = mergeMessages(supplied, messages);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ClientMessagesProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const parent = useContext(MessagesContext);
  const extra = useSyncExternalStore(subscribe, () => supplied, () => supplied);
  const value = useMemo(
    () => ({ locale, messages: mergeMessages(mergeMessages(parent?.messages ?? {}, extra), messages) }),
    [locale, messages, parent, extra],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

function lookUp(messages: Messages, path: string): string | Messages | undefined {
  let at: string | Messages | undefined = messages;
  for (const key of path.split('.')) {
    if (typeof at !== 'object') return undefined;
    at = at[key];
  }
  return at;
}

export interface Translator {
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

/** next-intl's `useTranslations` shape: `t(key, values)` under an optional namespace, and `t.has`. */
export function useTranslations(namespace?: string): Translator {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('useTranslations needs a ClientMessagesProvider (the store root layout renders it)');
  return useMemo(() => {
    const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
    const t = ((key: string, values?: MessageValues) => {
      const message = lookUp(context.messages, full(key));
      // As next-intl does, a missing message shows its key, so the gap is visible, never blank.
      return typeof message === 'string' ? formatMessage(message, context.locale, values) : full(key);
    }) as Translator;
    t.has = (key) => typeof lookUp(context.messages, full(key)) === 'string';
    return t;
  }, [context, namespace]);
}

export function useLocale(): string {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('useLocale needs a ClientMessagesProvider (the store root layout renders it)');
  return context.locale;
}

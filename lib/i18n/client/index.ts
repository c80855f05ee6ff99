/** Translation in client components: the provider, `useTranslations`, `useLocale` (ADR 0011). */
export { ClientMessagesProvider, supplyMessages, useLocale, useTranslations, type Translator } from './messages-context';
export { formatMessage, type MessageValues } from './format-message';

/**
 * next-intl's request configuration. The store, not next-intl's router, decides the locale: pages
 * call `useStore`/`storeFromParams`, which sets the request locale from the store's i18n config.
 */
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, localeSchema } from '@/lib/config/stores';
import { resolveMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? DEFAULT_LOCALE;
  const storeDefault = localeSchema.safeParse(requested).success ? localeSchema.parse(requested) : DEFAULT_LOCALE;
  const { locale, messages } = await resolveMessages(requested, storeDefault);
  return { locale, messages, timeZone: 'Europe/Berlin' };
});

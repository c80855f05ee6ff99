/**
 * Message catalogues, loaded per locale on demand: every `locales/<locale>/<namespace>.json` file
 * becomes the `<namespace>` part of that locale's messages. A language that cannot be loaded is
 * ignored and the locale falls back (spec 01 §5): requested locale → store default → en-US. English
 * underlies every locale, so a key missing in one language shows in English, never as a raw key.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, localeSchema, type Locale } from '@/lib/config/stores';
import { logger } from '@/lib/logging/logger';
import { mergeMessages } from './merge-messages';
import type { Messages } from './messages-type';

export type { Messages };

const LOCALES_DIR = path.join(process.cwd(), 'locales');
const loaded = new Map<string, Promise<Messages>>();

async function readCatalogue(locale: Locale, dir: string): Promise<Messages> {
  const files = (await readdir(path.join(dir, locale))).filter((f) => f.endsWith('.json')).sort();
  if (files.length === 0) throw new Error(`no message files for ${locale}`);
  const messages: Messages = {};
  for (const file of files) {
    messages[file.slice(0, -'.json'.length)] = JSON.parse(await readFile(path.join(dir, locale, file), 'utf8'));
  }
  return messages;
}

/** One locale's catalogue as stored, or null when it cannot be loaded. Cached per process. */
export async function loadCatalogue(locale: string, dir = LOCALES_DIR): Promise<Messages | null> {
  const parsed = localeSchema.safeParse(locale);
  if (!parsed.success) return null;
  const key = `${dir}:${parsed.data}`;
  if (!loaded.has(key)) loaded.set(key, readCatalogue(parsed.data, dir));
  try {
    return await loaded.get(key)!;
  } catch (error) {
    loaded.delete(key);
    logger().warn('Translation catalogue could not be loaded', { locale, error: String(error) });
    return null;
  }
}

export interface ResolvedMessages {
  locale: Locale;
  messages: Messages;
}

/** The messages for a locale, following the fallback chain, with English beneath. */
export async function resolveMessages(requested: string, storeDefault: Locale, dir = LOCALES_DIR): Promise<ResolvedMessages> {
  const english = (await loadCatalogue(DEFAULT_LOCALE, dir)) ?? {};
  for (const candidate of [requested, storeDefault, DEFAULT_LOCALE]) {
    const catalogue = await loadCatalogue(candidate, dir);
    if (catalogue) return { locale: candidate as Locale, messages: mergeMessages(english, catalogue) };
  }
  return { locale: DEFAULT_LOCALE, messages: english };
}

/**
 * next-intl for jsdom tests: next-intl and its ICU formatter ship as ES modules jest cannot load,
 * so tests mock `next-intl` with this double. It reads the same message catalogues and formats
 * `{name}` arguments and `{count, plural, =0 {…} one {…} other {…}}` as ICU does.
 */
import { createContext, useContext, type ReactNode } from 'react';

type Messages = { [key: string]: string | Messages };
type Values = Record<string, string | number> | undefined;

const IntlContext = createContext<{ locale: string; messages: Messages }>({ locale: 'en-US', messages: {} });

export function NextIntlClientProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  return <IntlContext.Provider value={{ locale, messages }}>{children}</IntlContext.Provider>;
}

function lookup(messages: Messages, path: string): string | undefined {
  const found = path.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  return typeof found === 'string' ? found : undefined;
}

const PLURAL = /\{(\w+), plural, ((?:[=\w]+ \{[^{}]*\}\s*)+)\}/g;

function format(message: string, values: Values, locale: string): string {
  const withPlurals = message.replace(PLURAL, (_all, name: string, cases: string) => {
    const count = Number(values?.[name]);
    const options = Object.fromEntries([...cases.matchAll(/([=\w]+) \{([^{}]*)\}/g)].map((m) => [m[1], m[2]]));
    const chosen = options[`=${count}`] ?? options[new Intl.PluralRules(locale).select(count)] ?? options.other;
    return chosen.replace(/#/g, String(count));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (all, name: string) => (values?.[name] === undefined ? all : String(values[name])));
}

export function useTranslations(namespace?: string) {
  const { locale, messages } = useContext(IntlContext);
  const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const t = (key: string, values?: Values) => {
    const message = lookup(messages, full(key));
    if (message === undefined) throw new Error(`missing message ${full(key)}`);
    return format(message, values, locale);
  };
  t.has = (key: string) => lookup(messages, full(key)) !== undefined;
  return t;
}

export function useLocale(): string {
  return useContext(IntlContext).locale;
}

/**
 * Where one of the pages' inline scripts runs (lib/html-delivery/inline-scripts.ts, ADR 0076): an
 * empty script the HTML delivery step fills with the script's text, so the flight data carries only
 * this placeholder. Hydration keeps whatever text the page has (empty inner HTML, not diffed).
 * `next dev` serves without the delivery step, so there the text is written here as before.
 */
import { environment } from '@/lib/config/environment';
import { INLINE_SCRIPTS, INLINE_SCRIPT_ATTRIBUTE, type InlineScriptName } from '@/lib/html-delivery/inline-scripts';

export function InlineScript({ name }: { name: InlineScriptName }) {
  const text = environment().NODE_ENV === 'production' ? '' : INLINE_SCRIPTS[name];
  return <script {...{ [INLINE_SCRIPT_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}

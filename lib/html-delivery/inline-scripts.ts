/**
 * The pages' own inline scripts (the native-app layout's, the first-paint consent banner's, the
 * early-input hold), written into the HTML by the delivery step (ADR 0076) instead of by React. A
 * script React renders is carried twice: in the HTML and again, escaped, in the flight data that
 * hydrates it (3–5 KB a page). React renders an empty placeholder (`InlineScript`), which hydration
 * adopts whatever its text (as `StaticMarkup` does), and `InlineScriptFill` writes each script's
 * text into its placeholder as the page streams, where it stood, so it still runs before React's
 * scripts and, for the consent banner's, after the banner. The payment pages' policy allows them
 * by these very texts' hashes (`INLINE_SCRIPT_HASHES`).
 *
 * Pure text in, text out; no server imports (the proxy's policy reads the texts).
 */
import { NATIVE_LAYOUT_SCRIPT } from '@/lib/native-app/native-layout-script';
import { CONSENT_FIRST_PAINT_SCRIPT } from '@/lib/tracking/consent-first-paint';
import { EARLY_INPUT_SCRIPT } from '@/lib/hydration/early-input';
import { safeEnd } from './deferred-chunk-scripts';

export const INLINE_SCRIPTS = {
  'native-layout': NATIVE_LAYOUT_SCRIPT,
  'consent-first-paint': CONSENT_FIRST_PAINT_SCRIPT,
  'early-input': EARLY_INPUT_SCRIPT,
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;

/** On a placeholder: which script the delivery step writes into it. */
export const INLINE_SCRIPT_ATTRIBUTE = 'data-inline-script';

/** A placeholder as React writes it (no text), and a name the registry may hold. */
const PLACEHOLDER = new RegExp(`<script ${INLINE_SCRIPT_ATTRIBUTE}="([a-z-]+)"></script>`, 'g');

/** The text with every placeholder of a known script filled; unknown names are left as they are. */
export function fillInlineScripts(text: string): string {
  return text.replace(PLACEHOLDER, (tag, name: string) =>
    Object.hasOwn(INLINE_SCRIPTS, name) ? `<script ${INLINE_SCRIPT_ATTRIBUTE}="${name}">${INLINE_SCRIPTS[name as InlineScriptName]}</script>` : tag,
  );
}

/** The fill of one HTML response, fed its text in the pieces it is written in (a placeholder cut in two waits for its end). */
export class InlineScriptFill {
  private held = '';

  /** The text that may be sent now. */
  push(text: string): string {
    this.held += text;
    const cut = safeEnd(this.held);
    const ready = fillInlineScripts(this.held.slice(0, cut));
    this.held = this.held.slice(cut);
    return ready;
  }

  /** What is left once the response ends. */
  end(): string {
    const rest = fillInlineScripts(this.held);
    this.held = '';
    return rest;
  }
}

/**
 * When the tracking module starts (issue 20, ADR 0033), decided from what a page can read for free
 * (a cookie, the URL's hash, the native app's injected bridge; no storage read). With a stored
 * consent choice, inside the native app (whose bridge carries the events) or when the cookie
 * settings are asked for, at the page's first idle moment. Without a choice nothing the module does
 * leaves the browser until the shopper makes one, so it waits until the page has settled; turning to
 * the banner or the cookie settings starts it at once (`TrackingLoader`).
 */
export interface TrackingStartSignals {
  /** The consent cookie's value, or null when no choice is stored. */
  consentChoice: string | null;
  nativeApp: boolean;
  settingsAsked: boolean;
}

export function tracksAtOnce({ consentChoice, nativeApp, settingsAsked }: TrackingStartSignals): boolean {
  return consentChoice !== null || nativeApp || settingsAsked;
}

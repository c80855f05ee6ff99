/**
 * Product image constants (spec 01 §9): the image proxy URL pattern with its width, height and url
 * placeholders, and the sizes of cart thumbnails (150×150), the gallery (600×744) and product
 * thumbnails (310×300, also the fallback thumbnail).
 */

export const IMAGE_SIZES = {
  thumbnail: { width: 310, height: 300 },
  gallery: { width: 600, height: 744 },
  cart: { width: 150, height: 150 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The proxy URL pattern comes from this variable, e.g. `https://img.example/{width}/{height}/resize{url}`. */
export const IMAGE_PROXY_URL_ENV = 'IMAGE_PROXY_URL';
/** Without a proxy the image is served as stored: the demo images are scalable SVGs under public/. */
export const DEFAULT_IMAGE_PROXY_URL = '{url}';

/**
 * The configured pattern. Read here, not through lib/config/environment.ts, because browser code
 * shares this module and must not carry the server's schema; in the browser the variable is unset
 * and the default applies. The schema still declares `IMAGE_PROXY_URL`, so start-up checks it.
 */
export function imageProxyPattern(source: Readonly<Record<string, string | undefined>> = process.env): string {
  return source[IMAGE_PROXY_URL_ENV]?.trim() || DEFAULT_IMAGE_PROXY_URL;
}

/**
 * Spec 01 §9 lazy loading preloads 1.5 screens ahead; native `loading="lazy"` preloads by its own
 * distance, so only images beyond the first row of a list are deferred.
 */
export const EAGER_IMAGE_COUNT = 4;

/**
 * The `{context}` of `/recommendations/{context}` (spec 02 §2: "context is an encoded payload"):
 * base64url of `{"sku":"…"}` (what our pages and the app send), or a plain sku. Anything else is
 * no context, and the page recommends nothing.
 */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,63}$/;

export interface RecommendationContext {
  sku: string;
}

function fromBase64Url(raw: string): string | null {
  try {
    const base64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function decodeRecommendationContext(raw: string): RecommendationContext | null {
  const decoded = fromBase64Url(raw);
  if (decoded?.startsWith('{')) {
    try {
      const payload = JSON.parse(decoded) as { sku?: unknown };
      return typeof payload.sku === 'string' && SKU.test(payload.sku) ? { sku: payload.sku } : null;
    } catch {
      return null;
    }
  }
  const plain = decodeURIComponent(raw);
  return SKU.test(plain) ? { sku: plain } : null;
}

export function encodeRecommendationContext(context: RecommendationContext): string {
  const bytes = new TextEncoder().encode(JSON.stringify(context));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The skus to recommend, at most `max` (spec 02 §9: 50): products bought together with it first
 * (most often first), then products of its category; never the product itself, never twice.
 */
export function mergeRecommendations(boughtTogether: readonly string[], similar: readonly string[], exclude: string, max: number): string[] {
  const picked: string[] = [];
  for (const sku of [...boughtTogether, ...similar]) {
    if (picked.length >= max) break;
    if (sku !== exclude && !picked.includes(sku)) picked.push(sku);
  }
  return picked;
}

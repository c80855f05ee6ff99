/**
 * Loads a provider's browser script once, on demand (ADR 0013): only the payment panel calls it,
 * only for the provider that takes the order's payment. Inserted by our own (nonce'd) code, so the
 * checkout's `strict-dynamic` policy trusts it; nothing else on the page can add scripts.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

/** Several scripts in order (a provider's later script builds on its first). */
export async function loadScripts(sources: readonly string[]): Promise<void> {
  for (const src of sources) await loadScript(src);
}

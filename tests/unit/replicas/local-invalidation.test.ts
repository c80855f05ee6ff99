/**
 * A replica clears its own Next.js caches through a loopback request carrying its process token
 * (issue 21): the request names this process's port and token, and a refusal is an error (so the
 * generation is not marked seen and the next check retries).
 */
import { isLocalInvalidation, requestLocalInvalidation } from '@/lib/replicas';
import { LOCAL_INVALIDATION_HEADER } from '@/lib/config/replicas';

describe('the loopback invalidation', () => {
  it('posts to /api/revalidate on this server with a token the route accepts', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    await requestLocalInvalidation(3206, async (url, init) => {
      sent.push({ url: String(url), init: init! });
      return new Response('{}', { status: 200 });
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://127.0.0.1:3206/api/revalidate');
    expect(sent[0].init.method).toBe('POST');
    const token = (sent[0].init.headers as Record<string, string>)[LOCAL_INVALIDATION_HEADER];
    expect(isLocalInvalidation(token)).toBe(true);
  });

  it('fails when the route refuses', async () => {
    await expect(requestLocalInvalidation(3206, async () => new Response('{}', { status: 401 }))).rejects.toThrow(/answered 401/);
  });
});

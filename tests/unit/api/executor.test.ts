import {
  ApiError,
  cartPullTask,
  cartUpdateTask,
  createExecutor,
  type ExecutorContext,
  type ExecutorEvents,
  type ExecutorSession,
  type Task,
  type UserMessage,
} from '@/lib/api';
import { NETWORK_RETRY_WAIT_MS } from '@/lib/config/client';

type Answer = { status?: number; contentType?: string; body: unknown } | Error | Response;
type Route = (url: URL, init: RequestInit) => Answer | Promise<Answer>;

function jsonResponse(answer: Exclude<Answer, Error | Response>): Response {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return new Response(text, {
    status: answer.status ?? 200,
    headers: { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' },
  });
}

/** An answer whose status and headers arrived, and whose body never did (the page left, the connection dropped). */
function bodyLost(status = 200): Response {
  const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

function setup(route: Route, options: { autoRefreshTokens?: boolean; tokenInQuery?: boolean } = {}) {
  const context: ExecutorContext & ExecutorSession = {
    cartId: 'cart-1',
    userToken: null,
    refreshToken: null,
    shippingCountry: 'DE',
    storeCode: null,
  };
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init ?? {} });
    const answer = await route(url, init ?? {});
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return jsonResponse(answer);
  });
  const errors: UserMessage[] = [];
  const events: ExecutorEvents & { lost: number } = {
    lost: 0,
    notifyError: (message) => errors.push(message),
    tokenRefreshed: ({ token, refreshToken }) => {
      context.userToken = token;
      context.refreshToken = refreshToken;
    },
    authorizationLost() {
      events.lost += 1;
      context.userToken = null;
      context.refreshToken = null;
    },
  };
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const executor = createExecutor({
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep,
    baseUrl: 'http://shop.test',
    context: () => context,
    events,
    ...options,
  });
  return { executor, context, calls, errors, events, fetch };
}

const ok = (result: unknown = 'ok'): Answer => ({ body: { code: 200, result } });
const pull: Task = cartPullTask();
const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('executor: filling the request', () => {
  it('fills the cart id as cartId and the shipping country as country', async () => {
    const { executor, calls } = setup(() => ok());
    await executor.execute({ path: '/api/cart/totals', method: 'GET', needsCart: true, needsCountry: true });
    expect(calls[0].url.searchParams.get('cartId')).toBe('cart-1');
    expect(calls[0].url.searchParams.get('country')).toBe('DE');
  });

  it('sends the user token as a Bearer header by default', async () => {
    const { executor, context, calls } = setup(() => ok());
    context.userToken = 'user-token';
    await executor.execute(pull);
    expect(headerOf(calls[0].init, 'Authorization')).toBe('Bearer user-token');
    expect(calls[0].url.searchParams.has('token')).toBe(false);
  });

  it('sends the user token as ?token= when the query switch is on', async () => {
    const { executor, context, calls } = setup(() => ok(), { tokenInQuery: true });
    context.userToken = 'user-token';
    await executor.execute(pull);
    expect(calls[0].url.searchParams.get('token')).toBe('user-token');
    expect(headerOf(calls[0].init, 'Authorization')).toBeUndefined();
  });

  it('leaves the user token out of an anonymous task', async () => {
    const { executor, context, calls } = setup(() => ok());
    context.userToken = 'user-token';
    await executor.execute({ path: '/api/cart/create', method: 'POST', anonymous: true });
    expect(headerOf(calls[0].init, 'Authorization')).toBeUndefined();
  });

  it('appends storeCode for a store view that appends its code', async () => {
    const { executor, context, calls } = setup(() => ok());
    context.storeCode = 'it';
    await executor.execute(pull);
    expect(calls[0].url.searchParams.get('storeCode')).toBe('it');
  });

  it('uses JSON headers and a JSON body on every call', async () => {
    const { executor, calls } = setup(() => ok());
    await executor.execute(cartUpdateTask({ sku: 'COFFEE-1', qty: 2 }));
    expect(headerOf(calls[0].init, 'Content-Type')).toBe('application/json');
    expect(headerOf(calls[0].init, 'Accept')).toContain('application/json');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ cartItem: { sku: 'COFFEE-1', qty: 2 } });
  });

  it('rejects a task that needs a cart id without one with the re-create-the-cart message', async () => {
    const { executor, context, fetch } = setup(() => ok());
    context.cartId = null;
    await expect(executor.execute(pull)).rejects.toMatchObject({ kind: 'missingCartId', message: expect.stringMatching(/re-create the cart/) });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('executor: reading the answer', () => {
  it('resolves with code, result and meta; success is body code 200', async () => {
    const { executor } = setup(() => ({ body: { code: 200, result: { items: [] }, meta: { a: 1 } } }));
    await expect(executor.execute(pull)).resolves.toEqual({ code: 200, result: { items: [] }, meta: { a: 1 } });
  });

  it('rejects an answer that is not JSON with "Error with response - bad content-type!"', async () => {
    const { executor } = setup(() => ({ contentType: 'text/html', body: '<html>' }));
    await expect(executor.execute(pull)).rejects.toThrow('Error with response - bad content-type!');
  });

  it('fails as offline when the answer\'s body breaks off, not as a wrong format', async () => {
    const { executor, errors } = setup(() => bodyLost());
    await expect(executor.execute({ ...pull, silent: false })).rejects.toMatchObject({ kind: 'network' });
    expect(errors).toEqual([{ key: 'cart.networkError' }]);
  });

  it('rejects an empty answer with "Unhandled error, wrong response format!"', async () => {
    const { executor } = setup(() => ({ body: 'null' }));
    await expect(executor.execute(pull)).rejects.toThrow('Unhandled error, wrong response format!');
  });

  it('shows the server message of a non-200 answer as an error notification', async () => {
    const { executor, errors } = setup(() => ({ body: { code: 500, result: 'Server says no' } }));
    await expect(executor.execute({ ...pull, silent: false })).resolves.toMatchObject({ code: 500 });
    expect(errors).toEqual([{ text: 'Server says no' }]);
  });

  it('reads the message from a nested result or a message field', async () => {
    const answers = [{ result: 'nested text' }, { message: 'message text' }];
    const { executor, errors } = setup(() => ({ body: { code: 400, result: answers.shift() } }));
    await executor.execute({ ...pull, silent: false });
    await executor.execute({ ...pull, silent: false });
    expect(errors).toEqual([{ text: 'nested text' }, { text: 'message text' }]);
  });

  it('shows nothing for a silent task or a host-not-found answer', async () => {
    const answers = [{ code: 500, result: 'quiet' }, { code: 500, result: { code: 'ENOTFOUND', message: 'no host' } }];
    const { executor, errors } = setup(() => ({ body: answers.shift() }));
    await executor.execute(pull);
    await executor.execute({ ...pull, silent: false });
    expect(errors).toEqual([]);
  });

  it('shows "There was an internet error while processing your request" on a network failure', async () => {
    const { executor, errors } = setup(() => new TypeError('Failed to fetch'));
    await expect(executor.execute({ ...pull, silent: false })).rejects.toMatchObject({ kind: 'network' });
    expect(errors).toEqual([{ key: 'cart.networkError' }]);
  });

  it('shows no internet error when the host is not found', async () => {
    const { executor, errors } = setup(() => new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }));
    await expect(executor.execute({ ...pull, silent: false })).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([]);
  });
});

describe('executor: token refresh on 401', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The server accepts only the token in `accepted`; refresh answers come from the list. */
  function tokenServer(options: { refreshAnswers: Answer[] }) {
    const accepted = { token: 'fresh-1' };
    const route: Route = (url, init) => {
      if (url.pathname === '/api/user/refresh') return options.refreshAnswers.shift() ?? { body: { code: 500, result: 'x' } };
      return headerOf(init, 'Authorization') === `Bearer ${accepted.token}` ? ok('data') : { body: { code: 401, result: 'Unauthorized' } };
    };
    return { route, accepted };
  }

  it('refreshes the token, stores it and retries the call', async () => {
    const { route } = tokenServer({ refreshAnswers: [{ body: { code: 200, result: 'fresh-1', meta: { refreshToken: 'r-2' } } }] });
    const { executor, context, calls } = setup(route);
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).resolves.toEqual({ code: 200, result: 'data' });
    expect(context).toMatchObject({ userToken: 'fresh-1', refreshToken: 'r-2' });
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ refreshToken: 'r-1' });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/cart/pull', '/api/user/refresh', '/api/cart/pull']);
  });

  it('runs one refresh at a time; other calls wait 1 s and retry with the new token', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { route } = tokenServer({ refreshAnswers: [] });
    const { executor, context, calls } = setup(async (url, init) => {
      if (url.pathname !== '/api/user/refresh') return route(url, init);
      await refreshAnswered;
      return { body: { code: 200, result: 'fresh-1' } };
    });
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });

    const first = executor.execute(pull);
    await jest.advanceTimersByTimeAsync(0);
    const second = executor.execute(cartUpdateTask({ sku: 'A', qty: 1 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/cart/pull', '/api/user/refresh']);

    await jest.advanceTimersByTimeAsync(NETWORK_RETRY_WAIT_MS);
    expect(calls).toHaveLength(2);
    releaseRefresh();
    await jest.advanceTimersByTimeAsync(NETWORK_RETRY_WAIT_MS);
    await expect(Promise.all([first, second])).resolves.toEqual([
      { code: 200, result: 'data' },
      { code: 200, result: 'data' },
    ]);
    expect(calls.filter((c) => c.url.pathname === '/api/user/refresh')).toHaveLength(1);
    expect(calls.slice(2).map((c) => headerOf(c.init, 'Authorization'))).toEqual(['Bearer fresh-1', 'Bearer fresh-1']);
  });

  it('on a failed refresh logs out silently, loses authorization once, shows the refresh error and rejects with code 401', async () => {
    const { route } = tokenServer({ refreshAnswers: [{ body: { code: 401, result: 'refresh token revoked' } }] });
    const { executor, context, errors, events } = setup(route);
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).rejects.toMatchObject({ code: 401, kind: 'refreshFailed' });
    expect(events.lost).toBe(1);
    expect(errors).toEqual([{ key: 'cart.refreshFailedError' }]);
  });

  // The e2e trace of subscription-lines: refresh answered 200, the navigation aborted its body, and
  // the page logged out, which revoked the family the next page's replay needed.
  it.each([
    ['gets no answer (offline, or the page left meanwhile)', () => new TypeError('Failed to fetch')],
    ["answer's headers came but its body never did (the page left meanwhile)", () => bodyLost()],
  ] as [string, () => Answer][])('keeps the session when the refresh %s: the call fails as offline, the next one refreshes', async (_case, noAnswer) => {
    const refreshAnswers: Answer[] = [noAnswer(), { body: { code: 200, result: 'fresh-1', meta: { refreshToken: 'r-2' } } }];
    const { route } = tokenServer({ refreshAnswers });
    const { executor, context, errors, events } = setup(route);
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).rejects.toMatchObject({ kind: 'network' });
    expect(events.lost).toBe(0);
    expect(context).toMatchObject({ userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).resolves.toMatchObject({ code: 200 });
    expect(context).toMatchObject({ userToken: 'fresh-1', refreshToken: 'r-2' });
    expect(errors).not.toContainEqual({ key: 'cart.refreshFailedError' });
  });

  it.each([
    ['a server failure (503 while a replica drains)', { status: 503, body: { code: 503, result: 'Service unavailable' } }],
    ["a gateway's own page (502 while a replica restarts)", { status: 502, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' }],
  ] as [string, Answer][])('keeps the session when the refresh meets %s: the attempt counts, the next call refreshes', async (_case, failure) => {
    const refreshAnswers: Answer[] = [failure, { body: { code: 200, result: 'fresh-1', meta: { refreshToken: 'r-2' } } }];
    const { route } = tokenServer({ refreshAnswers });
    const { executor, context, errors, events } = setup(route);
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).resolves.toMatchObject({ code: 401 });
    expect(events.lost).toBe(0);
    expect(context).toMatchObject({ userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).resolves.toMatchObject({ code: 200 });
    expect(context).toMatchObject({ userToken: 'fresh-1', refreshToken: 'r-2' });
    expect(errors).toEqual([]);
  });

  it.each([
    ['new tokens the server does not take', ['t1', 't2', 't3', 't4'].map((t): Answer => ({ body: { code: 200, result: t } }))],
    ['server failures', [] as Answer[]],
  ])('after more than 3 refreshes without a successful call (%s) shows the internal application error', async (_case, refreshAnswers) => {
    const { route } = tokenServer({ refreshAnswers });
    const { executor, context, errors, events } = setup(route);
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    for (let call = 0; call < 3; call += 1) {
      await expect(executor.execute(pull)).resolves.toMatchObject({ code: 401 });
    }
    expect(events.lost).toBe(0);
    await expect(executor.execute(pull)).rejects.toMatchObject({ code: 401 });
    expect(events.lost).toBe(1);
    expect(errors).toEqual([{ key: 'cart.refreshInternalError' }]);
    expect(refreshAnswers.length).toBeLessThanOrEqual(1);
  });

  it('counts refreshes afresh once a call succeeds', async () => {
    let accept = '';
    const { executor, context, events } = setup((url, init) => {
      if (url.pathname === '/api/user/refresh') {
        accept = `t-${Math.random()}`;
        return { body: { code: 200, result: accept } };
      }
      return headerOf(init, 'Authorization') === `Bearer ${accept}` ? ok() : { body: { code: 401, result: 'no' } };
    });
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    for (let round = 0; round < 5; round += 1) {
      context.userToken = 'expired';
      await expect(executor.execute(pull)).resolves.toMatchObject({ code: 200 });
    }
    expect(events.lost).toBe(0);
  });

  it('with automatic refresh off, a 401 logs out and opens the sign-up modal without a refresh', async () => {
    const { route } = tokenServer({ refreshAnswers: [] });
    const { executor, context, calls, events, errors } = setup(route, { autoRefreshTokens: false });
    Object.assign(context, { userToken: 'stale', refreshToken: 'r-1' });
    await expect(executor.execute(pull)).resolves.toMatchObject({ code: 401 });
    expect(events.lost).toBe(1);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/cart/pull']);
    expect(errors).toEqual([]);
  });

  it('passes a 401 without a user token to the caller (the cart bypass decides)', async () => {
    const { executor, calls, events } = setup(() => ({ body: { code: 401, result: 'unknown cart' } }));
    await expect(executor.execute(pull)).resolves.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(1);
    expect(events.lost).toBe(0);
  });
});

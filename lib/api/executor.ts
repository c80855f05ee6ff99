/**
 * The one door every call goes through (spec 01 §7): fills the shopper's context into the
 * request, parses the `{ code, result }` answer, shows the server's message on a non-200 answer,
 * and runs the token-refresh protocol on a 401 with a user token. Fetch, sleep and the store's
 * reactions are injected, so the whole protocol runs under jest fake timers.
 */
import { USER_TOKEN_IN_QUERY } from '@/lib/config/auth';
import { AUTO_REFRESH_TOKENS, NETWORK_RETRY_WAIT_MS, NETWORK_TASK_MAX_ATTEMPTS } from '@/lib/config/client';
import { ApiError } from './api-error';
import { buildRequest, type ExecutorContext } from './request';
import { isHostNotFound, serverMessage } from './server-message';
import { taskResultSchema, type Task, type TaskResult } from './task';
import type { UserMessage } from '@/lib/contract/user-message';
import { messageKey } from '@/lib/i18n/message-key';
import { refreshTokenTask } from './endpoints/user';
import { tokenAnswerSchema } from '@/lib/contract/user';

/** Answers from this code up are the server failing, not the server refusing. */
const SERVER_FAILURE_CODE = 500;

export interface ExecutorSession {
  userToken: string | null;
  refreshToken: string | null;
}

/** What the executor asks of the application; the store maps each to actions. */
export interface ExecutorEvents {
  /** An error notification for the shopper. */
  notifyError(message: UserMessage): void;
  /** The refresh call answered a new access token (and maybe a rotated refresh token). */
  tokenRefreshed(tokens: { token: string; refreshToken: string | null }): void;
  /**
   * The user token is gone for good: log out silently, open the sign-up modal and discard
   * untransmitted queued tasks (never queued orders).
   */
  authorizationLost(): void;
}

export interface ExecutorOptions {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  baseUrl: string;
  context: () => ExecutorContext & ExecutorSession;
  events: ExecutorEvents;
  autoRefreshTokens?: boolean;
  tokenInQuery?: boolean;
}

export interface Executor {
  /**
   * Resolves with any JSON `{ code, result }` answer; rejects with an ApiError otherwise. `sent` is
   * this task's request already on its way (a new shopper's first add, `store/cart/early-add.ts`):
   * its answer is taken as the first attempt's, and a request that failed is sent again.
   */
  execute(task: Task, sent?: Promise<Response>): Promise<TaskResult>;
}

export function createExecutor(options: ExecutorOptions): Executor {
  const autoRefresh = options.autoRefreshTokens ?? AUTO_REFRESH_TOKENS;
  const tokenInQuery = options.tokenInQuery ?? USER_TOKEN_IN_QUERY;
  const { events } = options;
  /** Refreshes in a row without a call succeeding in between; one refresh runs at a time. */
  const auth = { refreshing: false, attempts: 0, failedToken: null as string | null };

  async function send(task: Task, context: ExecutorContext, sent?: Promise<Response>): Promise<TaskResult> {
    if (task.needsCart && context.cartId === null) throw new ApiError('missingCartId');
    const { url, init } = buildRequest(task, context, options.baseUrl, tokenInQuery);
    const networkFailure = (error: unknown): ApiError => {
      if (!task.silent && !isHostNotFound(error)) events.notifyError(messageKey(new ApiError('network').messageKey));
      return new ApiError('network');
    };
    let response: Response;
    try {
      response = await (sent ? sent.catch(() => options.fetch(url, init)) : options.fetch(url, init));
    } catch (error) {
      throw networkFailure(error);
    }
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      throw new ApiError('badContentType');
    }
    // A body that breaks off after the headers (the page navigating away, a dropped connection) is
    // no answer, as a fetch that rejects: taken for a wrong format, a refresh whose answer the
    // navigation aborted logged the customer out, and that logout revoked the family.
    let body: unknown = null;
    try {
      body = await response.json();
    } catch (error) {
      // Text that is not JSON is a wrong format; any other failure is the body breaking off.
      if (!(error instanceof SyntaxError)) throw networkFailure(error);
    }
    const parsed = taskResultSchema.safeParse(body);
    if (!parsed.success) throw new ApiError('wrongFormat');
    return parsed.data;
  }

  function loseAuthorization(token: string, reason: UserMessage): void {
    auth.failedToken = token;
    auth.attempts = 0;
    events.authorizationLost();
    events.notifyError(reason);
  }

  async function refresh(token: string, refreshToken: string | null): Promise<void> {
    if (auth.attempts >= NETWORK_TASK_MAX_ATTEMPTS) {
      loseAuthorization(token, messageKey('cart.refreshInternalError'));
      return;
    }
    auth.attempts += 1;
    auth.refreshing = true;
    try {
      const answer =
        refreshToken === null ? null : await send(refreshTokenTask(refreshToken), { ...options.context() });
      const tokens = answer === null || answer.code !== 200 ? null : tokenAnswerSchema.safeParse(answer);
      if (tokens?.success) {
        events.tokenRefreshed({ token: tokens.data.result, refreshToken: tokens.data.meta?.refreshToken ?? refreshToken });
      } else if (answer === null || answer.code < SERVER_FAILURE_CODE) {
        loseAuthorization(token, messageKey('cart.refreshFailedError'));
      }
      // A server failure (a replica draining, the database away) refused nothing: the session stays,
      // the attempt counts, and too many of them log out with the internal error below.
    } catch (error) {
      // A gateway's own page (nginx's 502 while a replica restarts) is not the shop's answer either.
      if (error instanceof ApiError && error.kind === 'badContentType') return;
      // No answer at all (offline, or the page left while the refresh was on its way) says nothing
      // of the session: logging out here revoked it on the server, though its token was good. The
      // call fails as any call without a connection does, and the next one refreshes again.
      if (error instanceof ApiError && error.kind === 'network') {
        auth.attempts -= 1;
        throw error;
      }
      loseAuthorization(token, messageKey('cart.refreshFailedError'));
    } finally {
      auth.refreshing = false;
    }
  }

  async function execute(task: Task, sent?: Promise<Response>): Promise<TaskResult> {
    let early = sent;
    const startToken = task.anonymous ? null : options.context().userToken;
    let refreshedForThisCall = false;
    for (;;) {
      // Once refresh has failed for good, a call begun with that token is refused (spec 01 §7).
      if (startToken !== null && startToken === auth.failedToken) throw new ApiError('refreshFailed', 401);
      const context = options.context();
      const userToken = task.anonymous ? null : context.userToken;
      if (userToken !== null && auth.refreshing) {
        await options.sleep(NETWORK_RETRY_WAIT_MS);
        continue;
      }
      const answer = await send(task, context, early);
      early = undefined;
      if (answer.code === 401 && userToken !== null) {
        if (!autoRefresh) {
          events.authorizationLost();
          return answer;
        }
        // Another call refreshed meanwhile, or is refreshing: retry with the current token.
        if (auth.refreshing || options.context().userToken !== userToken) continue;
        // A token refreshed for this very call that is refused again is not the token's fault
        // (a stale cart id answers 401 too): the caller gets the answer.
        if (!refreshedForThisCall) {
          refreshedForThisCall = true;
          await refresh(userToken, context.refreshToken);
          continue;
        }
        return answer;
      }
      if (userToken !== null) auth.attempts = 0;
      if (answer.code !== 200 && !task.silent) {
        const text = serverMessage(answer);
        if (text !== null) events.notifyError({ text });
      }
      return answer;
    }
  }

  return { execute };
}

/**
 * `GET /healthz` and `GET /readyz`, answered by server.ts before anything else: no store
 * rewriting, no page cache, no Next.js, so a probe costs a few checks and is never a page view.
 * 200 with `{"status":"ok","checks":{…}}` or 503 with the failing checks named; 403 to anyone
 * who may not probe (probe-access.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEALTH_PATH, READINESS_CHECK_TIMEOUT_MS, READY_PATH, type OperationsConfig } from '@/lib/config/operations';
import { runChecks, type Check, type ProbeReport } from './checks';
import type { EventLoopWatch } from './event-loop';
import { mayProbe } from './probe-access';

export interface ProbeSources {
  config: OperationsConfig;
  eventLoop: EventLoopWatch;
  readiness: Record<string, Check>;
}

export function livenessChecks(config: OperationsConfig, eventLoop: EventLoopWatch): Record<string, Check> {
  return {
    process: () => undefined,
    eventLoop: () => {
      const delay = eventLoop.delayMs();
      if (delay > config.eventLoopDelayLimitMs) throw new Error(`event-loop delay ${delay} ms above ${config.eventLoopDelayLimitMs} ms`);
    },
  };
}

function send(response: ServerResponse, status: number, body: object, head: boolean): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  response.end(head ? undefined : text);
}

/** Answers the request when it is a probe and says so; false leaves it to the shop. */
export function createProbes({ config, eventLoop, readiness }: ProbeSources): (request: IncomingMessage, response: ServerResponse) => boolean {
  const liveness = livenessChecks(config, eventLoop);
  const checksOf = (path: string) => (path === HEALTH_PATH ? liveness : path === READY_PATH ? readiness : null);
  return (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const checks = checksOf(path);
    if (!checks) return false;
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) {
      response.setHeader('allow', 'GET, HEAD');
      send(response, 405, { status: 'method not allowed' }, head);
    } else if (!mayProbe(request, config.healthToken)) {
      send(response, 403, { status: 'forbidden' }, head);
    } else {
      void runChecks(checks, READINESS_CHECK_TIMEOUT_MS).then((report: ProbeReport) => send(response, report.status === 'ok' ? 200 : 503, report, head));
    }
    return true;
  };
}

/**
 * Operating a replica (issue 37): the liveness and readiness probes server.ts answers, the request
 * id, and the drain on SIGTERM. Runs in server.ts only, never in a Next.js bundle.
 */
export { runChecks, type Check, type CheckResult, type ProbeReport } from './checks';
export { Drain, type DrainPlan } from './drain';
export { watchEventLoop, type EventLoopWatch } from './event-loop';
export { mayProbe } from './probe-access';
export { createProbes, livenessChecks } from './probes';
export { jobRunnerCheck, readinessChecks, type JobRunnerPulse, type ReadinessSources } from './readiness';
export { requestIdOf } from './request-id';
export { readOperationsConfig } from './settings';

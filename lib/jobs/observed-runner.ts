/**
 * Every job run in a span of its own (`job <name>`, with the attempt) and every failed run counted
 * by job name (issue 37), whatever the engine: the runner's `define` wraps each handler. The names
 * defined are the closed list the job metrics' `job` label takes.
 */
import { countJobFailure, knowJob } from '@/lib/observability/metrics';
import { inSpan } from '@/lib/observability/tracing';
import type { JobDefinition, JobRunner } from './types';

export function observed(runner: JobRunner): JobRunner {
  const define = runner.define.bind(runner);
  runner.define = <P>(definition: JobDefinition<P>) => {
    knowJob(definition.name);
    define<P>({
      ...definition,
      handler: (payload, context) =>
        inSpan(`job ${context.name}`, { attributes: { 'storefront.job.name': context.name, 'storefront.job.attempt': context.attempt } }, () => definition.handler(payload, context)).catch(
          (error: unknown) => {
            countJobFailure(context.name);
            throw error;
          },
        ),
    });
  };
  return runner;
}

/**
 * `npm run jobs -- --due | --failed | --retry ID`: the operator's view of the job queue (the engine
 * the environment names): what is due now, what failed (with its last error), and putting a dead
 * job back in the queue.
 */
import { closeDb } from '@/lib/db';
import { createShopJobRunner } from '@/lib/commerce/shop-jobs';
import type { JobSummary } from '@/lib/jobs';

const USAGE = 'usage: npm run jobs -- --due | --failed | --retry ID';

function table(jobs: JobSummary[]): string {
  if (jobs.length === 0) return '(none)';
  return jobs.map((job) => [job.id, job.name, job.key ?? '-', job.status, `attempts=${job.attempts}`, job.run_at, job.last_error ?? ''].join('\t')).join('\n');
}

export async function jobsCli(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const runner = await createShopJobRunner();
  try {
    if (argv.includes('--due')) {
      const due = await runner.due();
      out(`${due.length} due`);
      out(table(due));
      return 0;
    }
    if (argv.includes('--failed')) {
      const failed = await runner.failed();
      out(`${failed.length} failed`);
      out(table(failed));
      return 0;
    }
    const at = argv.indexOf('--retry');
    if (at >= 0 && argv[at + 1]) {
      const retried = await runner.retry(argv[at + 1]);
      out(retried ? `retried ${argv[at + 1]}` : `no failed job ${argv[at + 1]}`);
      return retried ? 0 : 1;
    }
    out(USAGE);
    return 2;
  } finally {
    await runner.stop();
    await closeDb();
  }
}

if (process.argv[1] && /cli\.ts$/.test(process.argv[1])) {
  jobsCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

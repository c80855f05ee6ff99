/**
 * `npm run worker`: runs the shop's jobs in a process of its own (start as many as you like: each
 * job runs once). `--drain` runs what is due and exits (printing `{"ran": N}`); `JOBS_NOW` (ISO
 * time) fixes the clock for tests and benchmarks.
 */
import { closeDb } from '@/lib/db';
import { createShopJobRunner } from '@/lib/commerce/shop-jobs';
import { jobEngineOf } from '@/lib/jobs';

export async function runWorker(argv: string[], env = process.env): Promise<void> {
  const fixed = env.JOBS_NOW ? new Date(env.JOBS_NOW) : null;
  const runner = await createShopJobRunner({ env, now: fixed ? () => fixed : undefined, concurrency: Number(env.JOBS_CONCURRENCY) || undefined });
  if (argv.includes('--drain')) {
    const ran = await runner.drain();
    await runner.stop();
    await closeDb();
    console.log(JSON.stringify({ ran }));
    return;
  }
  await runner.start();
  console.log(`Job worker running (${jobEngineOf(env)} engine)`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await runner.stop();
  await closeDb();
}

if (process.argv[1] && /worker\.ts$/.test(process.argv[1])) {
  runWorker(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Another replica's watcher, in a process of its own: opens the database from the environment
 * (SQLITE_FILE or DATABASE_URL) and subscribes on Redis (REDIS_URL) with a periodic check of an
 * hour, so only the Redis announcement can bring a change in time. Prints `ready <generation>`,
 * then `seen <generation>` for every change.
 */
import { openDb } from '@/lib/db';
import { announcementChannel, GenerationWatcher, redisFeed } from '@/lib/replicas';

async function main(): Promise<void> {
  const db = openDb(process.env);
  const channel = await announcementChannel(db, process.env);
  let ready = false;
  const watcher = new GenerationWatcher({
    db,
    feed: redisFeed(process.env.REDIS_URL!, channel),
    checkIntervalMs: 3_600_000,
    onChange: (generation) => {
      if (ready) process.stdout.write(`seen ${generation}\n`);
    },
    onError: (error) => process.stderr.write(`watcher: ${String(error)}\n`),
  });
  await watcher.start();
  ready = true;
  process.stdout.write(`ready ${watcher.generation}\n`);
  process.stdin.once('data', () => {
    void watcher.stop().then(() => db.destroy()).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:replicas [-- --seconds 5 --connections 10]`: cached catalogue pages (home, a
 * category, a product of the German store) from one replica alone (`npm start`, its page cache)
 * beside nginx in front of two replicas (deploy/nginx.conf: nginx's 10 s micro-cache, then the
 * replicas' page caches), plain and with `Accept-Encoding: gzip, deflate, br`. Autocannon on
 * loopback; one PostgreSQL schema (BENCH_DATABASE_URL, else TEST_DATABASE_URL) and nginx needed,
 * and the build. Figures are printed, not asserted.
 */
import { numberArg, readArgs } from '../catalog/catalog-dumps';
import {
  AUTH_SECRET,
  REVALIDATE_SECRET,
  dataDirectory,
  nginxBinary,
  send,
  sharedDatabase,
  startBalancer,
  startReplica,
  type Balancer,
  type Replica,
} from './local-deployment';

// autocannon ships no type declarations; the bench reads only these fields of its result.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}>;

const BALANCER_PORT = 3295;
const REPLICA_PORTS = [3296, 3297];
const HOST = 'de.localhost';
const ENCODINGS = [undefined, 'gzip, deflate, br'];

async function pagePaths(port: number): Promise<Record<string, string>> {
  const product = await send(port, '/p/DEMO-TEA-GREEN/stale-slug');
  return { home: '/', category: '/kaffee/espresso', product: new URL(String(product.headers.location), 'http://x').pathname };
}

async function run(port: number, path: string, seconds: number, connections: number, acceptEncoding?: string) {
  const headers = { host: `${HOST}:${port}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, headers, connections, duration: seconds });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} / p99 ${result.latency.p99} ms${result.errors + result.non2xx ? `, ${result.errors + result.non2xx} failed` : ''}`;
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const seconds = numberArg(args, 'seconds', 5);
  const connections = numberArg(args, 'connections', 10);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const nginx = nginxBinary();
  if (!url || !nginx) throw new Error('bench:replicas needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and nginx (apt-get install -y nginx)');
  const database = await sharedDatabase(url);
  const data = dataDirectory();
  const replicas: Replica[] = [];
  let balancer: Balancer | undefined;
  try {
    const env = { DATABASE_URL: database.url, DATA_DIR: data.dir, AUTH_SECRET, REVALIDATE_SECRET, TRUST_PROXY: '1', JOBS_IN_PROCESS: '0', LOG_LEVEL: 'warn' };
    for (const port of REPLICA_PORTS) replicas.push(await startReplica(port, env));
    balancer = await startBalancer(nginx, BALANCER_PORT, REPLICA_PORTS);
    const paths = await pagePaths(REPLICA_PORTS[0]);
    for (const path of Object.values(paths)) for (let i = 0; i < 3; i++) await Promise.all([REPLICA_PORTS[0], REPLICA_PORTS[1], BALANCER_PORT].map((port) => send(port, path)));
    console.log(`| page | encoding | one replica (${REPLICA_PORTS[0]}) | nginx → two replicas |`);
    console.log('|---|---|---|---|');
    for (const [name, path] of Object.entries(paths)) {
      for (const encoding of ENCODINGS) {
        const single = await run(REPLICA_PORTS[0], path, seconds, connections, encoding);
        const balanced = await run(BALANCER_PORT, path, seconds, connections, encoding);
        console.log(`| ${name} | ${encoding ?? 'identity'} | ${single} | ${balanced} |`);
      }
    }
  } finally {
    await balancer?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGTERM')));
    await database.drop();
    data.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

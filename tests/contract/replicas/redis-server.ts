/**
 * A real Redis server for the broadcast tests: Debian's `redis-server` started as a child process
 * on a free loopback port, without persistence. `.ci/run` installs it; without it the Redis
 * suites are skipped with a warning (outside CI) or fail (in CI).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';

export function redisServerBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class RedisServer {
  private child: ChildProcess | null = null;

  constructor(
    readonly binary: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers PING. */
  async start(): Promise<void> {
    const child = spawn(this.binary, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      const client = createClient({ url: this.url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
        client.destroy();
        return;
      } catch {
        try {
          client.destroy();
        } catch {
          // not open
        }
      }
      if (Date.now() - started > 10_000) throw new Error('redis-server did not answer within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Kills the server (SIGKILL: every connection drops at once) and waits for it to exit. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

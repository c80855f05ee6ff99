/**
 * The drain on a real HTTP server (lib/operations/drain.ts): what a proxy in front of a draining
 * replica meets at each step. Sockets are raw so that when a request is written is the test's choice.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Drain } from '@/lib/operations/drain';
import { createLogger } from '@/lib/logging/logger';

const GRACE_MS = 200;

interface Running {
  drain: Drain;
  server: http.Server;
  port: number;
  lines: string[];
  exited: Promise<number>;
  start(): void;
}

async function running(): Promise<Running> {
  const drain = new Drain();
  const server = http.createServer(drain.track((_request, response) => response.end('ok')));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const lines: string[] = [];
  let exit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const log = createLogger('info', (_level, line) => lines.push(line));
  const start = () => void drain.run({ server, graceMs: GRACE_MS, timeoutMs: 5_000, release: async () => undefined, log, exit });
  return { drain, server, port: (server.address() as AddressInfo).port, lines, exited, start };
}

/** A raw connection; `request` writes one keep-alive GET and resolves with the raw answer, or the error. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => {
    socket.once('close', () => resolve('closed'));
    socket.once('error', (error) => resolve(String(error)));
  });
  return {
    socket,
    ended,
    request: () =>
      new Promise<string>((resolve) => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
        const poll = setInterval(() => {
          if (received.includes('\r\n\r\nok')) return clearInterval(poll), resolve(received);
          if (socket.destroyed) return clearInterval(poll), resolve(`no answer (${received || 'nothing'})`);
        }, 5);
      }),
  };
}

const waitForLine = async (lines: string[], text: string) => {
  while (!lines.some((line) => line.includes(text))) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the drain', () => {
  it('answers with Connection: close from the first signal on, while still serving', async () => {
    const shop = await running();
    shop.start();
    const answer = await (await connect(shop.port)).request();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await shop.exited).toBe(0);
  });

  it('serves a request on a connection accepted before the listener closed, then refuses new connections', async () => {
    const shop = await running();
    // A connection never used is not idle to the server: its request, written after accepting
    // stopped, is still answered.
    const late = await connect(shop.port);
    shop.start();
    await waitForLine(shop.lines, 'drain: not accepting');
    const answer = await late.request();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    await expect(connect(shop.port)).rejects.toThrow(/ECONNREFUSED/);
    expect(await shop.exited).toBe(0);
  });

  it('closes a kept-alive connection left idle once the grace is over, and exits 0', async () => {
    const shop = await running();
    const idle = await connect(shop.port);
    expect(await idle.request()).toMatch(/^HTTP\/1\.1 200/);
    const startedMs = Date.now();
    shop.start();
    expect(await idle.ended).toBe('closed');
    expect(Date.now() - startedMs).toBeGreaterThanOrEqual(GRACE_MS - 20);
    expect(await shop.exited).toBe(0);
    expect(shop.drain.draining).toBe(true);
  });
});

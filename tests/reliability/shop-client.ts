/** What the fault suite sends to the server process and reads back from its database. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Db } from '@/lib/db';
import { orderPayload } from '../integration/commerce/order-payloads';

export const HOST = 'de.localhost';
export const PASSWORD = 'correct horse battery';

export interface Answer {
  status: number;
  body: { code: number; result: unknown };
}

export interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The loopback address to send from (127.0.0.2, …), so the server sees another client socket. */
  from?: string;
}

/** One HTTP request over a fresh connection (node:http, so the sending address can be chosen). */
export function send(base: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { host: HOST, 'content-type': 'application/json', ...options.headers },
        localAddress: options.from,
        agent: false,
        signal: options.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'] });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export function placeOrder(base: string, key: string, products: { sku: string; qty: number }[], signal?: AbortSignal): Promise<Answer> {
  return send(base, '/api/order', { body: orderPayload(products), headers: { 'idempotency-key': key }, signal });
}

export function orderIdOf(answer: Answer): string {
  return (answer.body.result as { id: string }).id;
}

export async function registeredCustomer(base: string): Promise<string> {
  const email = `${randomUUID()}@example.com`;
  const { status } = await send(base, '/api/user/create', { body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: PASSWORD } });
  if (status !== 200) throw new Error(`registration answered ${status}`);
  return email;
}

export async function orderCount(db: Db): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function stockOf(db: Db, sku: string): Promise<number | undefined> {
  const row = await db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirst();
  return row === undefined ? undefined : Number(row.qty);
}

export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

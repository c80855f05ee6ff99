/**
 * A local HTTP(S) server standing in for a payment provider's API: it records every request
 * (method, path, headers, raw body) and answers from a handler the test gives, shaped as the
 * provider's API reference documents. Adapters are pointed at it through their SDK's host option.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  contentType?: string;
  body: string;
}

export interface FakeProvider {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeProvider(answer: (request: RecordedRequest) => FakeAnswer, tls?: { key: string; cert: string }): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const { status = 200, contentType = 'application/json', body } = answer(recorded);
      res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  };
  const server = tls ? https.createServer(tls, listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The compression middleware Next.js bundles and runs when its `compress` option is on. */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

/** jest runs the server's modules outside Next.js's server layer, where `server-only` would throw: it is a no-op here. */
export {};

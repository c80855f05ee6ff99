/**
 * For processes that run the shop's route handlers outside Next.js (tests/reliability's route
 * server): `server-only` throws anywhere but Next.js's server layer, so it resolves to the same
 * no-op module jest maps it to (tests/setup/server-only.ts).
 */
const Module = require('node:module');
const path = require('node:path');

const NO_OP = path.join(__dirname, 'server-only.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === 'server-only' ? NO_OP : resolve.call(this, request, ...rest);
};

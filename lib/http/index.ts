/**
 * The route handlers' plumbing: `apiRoute` (store, database, clock and error answers around a
 * handler), input parsing against a contract schema, the API error and its translated message, and
 * what a request says about its sender (client address, origin, geo country). Below the domain: it
 * imports `lib/db`, never `lib/commerce`.
 */
export { ApiError } from './api-error';
export { apiRoute } from './api-route';
export { clientAddress } from './client-address';
export { geoCountry } from './geo-country';
export { parseInput, readJsonBody, readQuery } from './parse-input';
export { requestOrigin } from './request-origin';

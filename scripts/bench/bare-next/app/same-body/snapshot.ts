/**
 * A shop page's markup as `npm run bench:lighthouse` saves it for the bare page (scripts/bench/same-body.ts
 * writes it): the `<body>` without a single script, the stylesheets and preloads of its `<head>`, and the
 * classes of `<html>` and `<body>` (fonts set their variables there). Asset URLs point at
 * `/shop-assets/<host>/…`, which the bare app fetches from the shop, so every byte comes from one origin
 * as on the shop.
 */
export interface SameBodySnapshot {
  htmlClass: string;
  bodyClass: string;
  stylesheets: string[];
  preloads: { href: string; as: 'font' | 'image' | 'style'; type?: string; crossOrigin?: '' | 'anonymous'; imageSrcSet?: string; imageSizes?: string; fetchPriority?: 'high' | 'low' | 'auto' }[];
  body: string;
}

/** Where the benchmark leaves the snapshots and the shop's port (set in the bare server's environment). */
export const SAME_BODY_DIR_ENV = 'BENCH_SAME_BODY_DIR';
export const SHOP_PORT_ENV = 'BENCH_SHOP_PORT';
export const SNAPSHOT_KEY = /^[a-z0-9-]+$/;

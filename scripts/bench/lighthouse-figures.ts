/**
 * The pure half of `npm run bench:lighthouse`: the figures a Lighthouse report gives for one run,
 * their medians over the runs, issue 12's targets with a verdict per target, and the command line.
 * No I/O here, so every rule is unit-tested (tests/unit/bench/lighthouse-figures.test.ts).
 */

/** One page's figures from one Lighthouse run (or the medians of several). */
export interface PageFigures {
  /** Lighthouse's performance score, 0–100 (unrounded). */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's `mainthread-work-breakdown`: all main-thread work during the load. */
  mainThreadMs: number;
}

/** Issue 12's Lighthouse targets (mobile median, against the bare Next.js page of the same run). */
export const LIGHTHOUSE_TARGETS = {
  minPerformance: 95,
  tbtOverBareMs: 100,
  mainThreadOverBare: 1.3,
  maxLcpMs: 2000,
  maxCls: 0.02,
} as const;

export const PAGE_NAMES = ['home', 'category', 'product'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export const STORE_CODES = ['de', 'nl', 'it'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const DEFAULT_RUNS = 5;

/** The pages of issue 12 on each store of the demo catalogue (the same coffee, product 105). */
export const BENCH_PAGES: Record<StoreCode, { host: string; pages: Record<PageName, string> }> = {
  de: { host: 'de.localhost', pages: { home: '/', category: '/kaffee', product: '/kaffee/caffe-crema/amstel-branderij-caffe-crema-kenia-gold-105' } },
  nl: { host: 'nl.localhost', pages: { home: '/', category: '/koffie', product: '/koffie/caffe-crema/amstel-branderij-caffe-crema-kenia-gold-105' } },
  it: { host: 'localhost', pages: { home: '/it', category: '/it/caffe', product: '/it/caffe/caffe-crema/amstel-branderij-caffe-crema-kenya-gold-105' } },
};

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure on its own (the medians need not come from the same run). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs to summarise');
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return { performance: of('performance'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), mainThreadMs: of('mainThreadMs') };
}

/** The parts of Lighthouse's JSON report (LHR) the benchmark reads. */
export interface LighthouseResult {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  mainThreadMs: 'mainthread-work-breakdown',
} as const;

/** One run's figures; a report missing one (a failed audit) throws naming it rather than reading 0. */
export function figuresFromReport(report: LighthouseResult): PageFigures {
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse report has no performance score');
  const audit = (id: string): number => {
    const value = report.audits[id]?.numericValue;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Lighthouse report has no numeric value for ${id}`);
    return value;
  };
  return {
    performance: score * 100,
    lcpMs: audit(AUDITS.lcpMs),
    tbtMs: audit(AUDITS.tbtMs),
    cls: audit(AUDITS.cls),
    mainThreadMs: audit(AUDITS.mainThreadMs),
  };
}

export interface Verdict {
  label: string;
  shop: string;
  bare: string;
  target: string;
  met: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

/**
 * Issue 12's targets for one page's medians beside the bare page's medians. Scores compare as
 * Lighthouse shows them (rounded), so 94.6 against a 95 target counts as the 95 it displays.
 */
export function verdicts(shop: PageFigures, bare: PageFigures, targets = LIGHTHOUSE_TARGETS): Verdict[] {
  const shopScore = Math.round(shop.performance);
  const bareScore = Math.round(bare.performance);
  return [
    {
      label: 'performance',
      shop: String(shopScore),
      bare: String(bareScore),
      target: `≥ bare and ≥ ${targets.minPerformance}`,
      met: shopScore >= bareScore && shopScore >= targets.minPerformance,
    },
    { label: 'LCP', shop: seconds(shop.lcpMs), bare: seconds(bare.lcpMs), target: `≤ ${seconds(targets.maxLcpMs)}`, met: shop.lcpMs <= targets.maxLcpMs },
    {
      label: 'TBT',
      shop: millis(shop.tbtMs),
      bare: millis(bare.tbtMs),
      target: `≤ bare + ${targets.tbtOverBareMs} ms (${millis(bare.tbtMs + targets.tbtOverBareMs)})`,
      met: shop.tbtMs <= bare.tbtMs + targets.tbtOverBareMs,
    },
    { label: 'CLS', shop: shop.cls.toFixed(3), bare: bare.cls.toFixed(3), target: `≤ ${targets.maxCls}`, met: shop.cls <= targets.maxCls },
    {
      label: 'main-thread work',
      shop: seconds(shop.mainThreadMs),
      bare: seconds(bare.mainThreadMs),
      target: `≤ ${targets.mainThreadOverBare} × bare (${seconds(bare.mainThreadMs * targets.mainThreadOverBare)})`,
      met: shop.mainThreadMs <= bare.mainThreadMs * targets.mainThreadOverBare,
    },
  ];
}

export interface BenchOptions {
  runs: number;
  pages: PageName[];
  stores: StoreCode[];
  /** Chromium's installability check on each store's home page, one line per store. */
  installability: boolean;
  /** The old single-page report: every Lighthouse category and installability of one URL. */
  url: string | null;
  /** A folder to keep every run's full Lighthouse JSON report in (`<store>-<page>-<shop|bare>-<run>.json`). */
  reports: string | null;
}

function listOption<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T[] {
  const values = (raw ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) throw new Error(`--${name}: give one or more of ${allowed.join(',')}`);
  for (const value of values) if (!allowed.includes(value as T)) throw new Error(`--${name}: unknown "${value}" (one or more of ${allowed.join(',')})`);
  return [...new Set(values as T[])];
}

/**
 * `--runs N`, `--pages home,category,product`, `--stores de,nl,it`, `--quick` (1 run, de only;
 * explicit options after it win), `--no-installability`, `--url URL`, `--reports DIR`.
 */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: DEFAULT_RUNS, pages: [...PAGE_NAMES], stores: [...STORE_CODES], installability: true, url: null, reports: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg}: needs a value`);
      return next;
    };
    if (arg === '--quick') Object.assign(options, { runs: 1, stores: ['de'] });
    else if (arg === '--runs') {
      const raw = value();
      const runs = Number(raw);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: must be a whole number of at least 1, got "${raw}"`);
      options.runs = runs;
    } else if (arg === '--pages') options.pages = listOption('pages', value(), PAGE_NAMES);
    else if (arg === '--stores') options.stores = listOption('stores', value(), STORE_CODES);
    else if (arg === '--no-installability') options.installability = false;
    else if (arg === '--url') options.url = value();
    else if (arg === '--reports') options.reports = value();
    else throw new Error(`unknown option ${arg} (--runs N, --pages, --stores, --quick, --no-installability, --url URL, --reports DIR)`);
  }
  return options;
}

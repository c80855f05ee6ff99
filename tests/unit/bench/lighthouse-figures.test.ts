import {
  DEFAULT_RUNS,
  LIGHTHOUSE_TARGETS,
  figuresFromReport,
  median,
  medianFigures,
  parseOptions,
  verdicts,
  type LighthouseResult,
  type PageFigures,
} from '@/scripts/bench/lighthouse-figures';

const figures = (overrides: Partial<PageFigures> = {}): PageFigures => ({ performance: 90, lcpMs: 1500, tbtMs: 200, cls: 0, mainThreadMs: 1600, ...overrides });

function report(overrides: { score?: number | null; audits?: LighthouseResult['audits'] } = {}): LighthouseResult {
  return {
    categories: { performance: { score: overrides.score === undefined ? 0.87 : overrides.score } },
    audits: overrides.audits ?? {
      'largest-contentful-paint': { numericValue: 2512.4 },
      'total-blocking-time': { numericValue: 430 },
      'cumulative-layout-shift': { numericValue: 0.013 },
      'mainthread-work-breakdown': { numericValue: 1650.2 },
    },
  };
}

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([70, 59, 62])).toBe(62);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([85, 87])).toBe(86);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses no values instead of inventing one', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [figures({ performance: 60, lcpMs: 3800, tbtMs: 2100 }), figures({ performance: 70, lcpMs: 3500, tbtMs: 800 }), figures({ performance: 62, lcpMs: 3600, tbtMs: 1200 })];
    expect(medianFigures(runs)).toEqual({ performance: 62, lcpMs: 3600, tbtMs: 1200, cls: 0, mainThreadMs: 1600 });
  });

  it('refuses an empty list of runs', () => {
    expect(() => medianFigures([])).toThrow('no Lighthouse runs');
  });
});

describe('figuresFromReport', () => {
  it('reads the score as 0–100 and the four audits’ numeric values', () => {
    expect(figuresFromReport(report())).toEqual({ performance: 87, lcpMs: 2512.4, tbtMs: 430, cls: 0.013, mainThreadMs: 1650.2 });
  });

  it('throws when the performance score is missing (an errored run) rather than counting 0', () => {
    expect(() => figuresFromReport(report({ score: null }))).toThrow('no performance score');
  });

  it('throws naming the audit without a numeric value', () => {
    const audits = { ...report().audits, 'mainthread-work-breakdown': {} };
    expect(() => figuresFromReport(report({ audits }))).toThrow('mainthread-work-breakdown');
  });
});

describe('verdicts', () => {
  const byLabel = (shop: PageFigures, bare: PageFigures) => Object.fromEntries(verdicts(shop, bare).map((v) => [v.label, v]));

  it('meets every target when the page is as light as the bare page and fast', () => {
    const all = verdicts(figures({ performance: 97 }), figures({ performance: 96 }));
    expect(all.map((v) => v.label)).toEqual(['performance', 'LCP', 'TBT', 'CLS', 'main-thread work']);
    expect(all.every((v) => v.met)).toBe(true);
  });

  it('performance must reach both the bare page and 95, as Lighthouse rounds it', () => {
    expect(byLabel(figures({ performance: 96 }), figures({ performance: 97 })).performance.met).toBe(false);
    expect(byLabel(figures({ performance: 90 }), figures({ performance: 85 })).performance.met).toBe(false);
    expect(byLabel(figures({ performance: 94.6 }), figures({ performance: 94.6 })).performance).toMatchObject({ shop: '95', bare: '95', met: true });
    expect(byLabel(figures({ performance: 94.4 }), figures({ performance: 80 })).performance.met).toBe(false);
  });

  it('TBT may exceed the bare page by 100 ms and no more', () => {
    const bare = figures({ tbtMs: 450 });
    expect(byLabel(figures({ tbtMs: 550 }), bare).TBT.met).toBe(true);
    expect(byLabel(figures({ tbtMs: 551 }), bare).TBT).toMatchObject({ shop: '551 ms', bare: '450 ms', met: false });
  });

  it('main-thread work may be 1.3 × the bare page’s and no more', () => {
    const bare = figures({ mainThreadMs: 1000 });
    expect(byLabel(figures({ mainThreadMs: 1300 }), bare)['main-thread work'].met).toBe(true);
    expect(byLabel(figures({ mainThreadMs: 1301 }), bare)['main-thread work'].met).toBe(false);
  });

  it('LCP and CLS are absolute: the bare page does not excuse them', () => {
    const slow = figures({ lcpMs: 2001, cls: 0.021 });
    const v = byLabel(slow, slow);
    expect(v.LCP).toMatchObject({ shop: '2.00 s', met: false });
    expect(v.CLS).toMatchObject({ shop: '0.021', met: false });
    expect(byLabel(figures({ lcpMs: LIGHTHOUSE_TARGETS.maxLcpMs, cls: LIGHTHOUSE_TARGETS.maxCls }), slow).LCP.met).toBe(true);
  });
});

describe('parseOptions', () => {
  it('defaults to 5 runs of every page on every store', () => {
    expect(parseOptions([])).toEqual({ runs: DEFAULT_RUNS, pages: ['home', 'category', 'product'], stores: ['de', 'nl', 'it'], installability: true, url: null, reports: null });
  });

  it('--quick is one run on the German store; options after it still apply', () => {
    expect(parseOptions(['--quick'])).toMatchObject({ runs: 1, stores: ['de'] });
    expect(parseOptions(['--quick', '--pages', 'category'])).toMatchObject({ runs: 1, stores: ['de'], pages: ['category'] });
  });

  it('reads runs, pages and stores, dropping repeats', () => {
    expect(parseOptions(['--runs', '3', '--pages', 'product,home,home', '--stores', 'it,nl', '--no-installability'])).toMatchObject({
      runs: 3,
      pages: ['product', 'home'],
      stores: ['it', 'nl'],
      installability: false,
    });
  });

  it('--reports names the folder that keeps each run\'s report', () => {
    expect(parseOptions(['--reports', '/tmp/lh'])).toMatchObject({ reports: '/tmp/lh' });
    expect(() => parseOptions(['--reports'])).toThrow('--reports: needs a value');
  });

  it('refuses unknown pages, stores, options and bad run counts by name', () => {
    expect(() => parseOptions(['--pages', 'home,cart'])).toThrow('--pages: unknown "cart"');
    expect(() => parseOptions(['--stores', 'fr'])).toThrow('--stores: unknown "fr"');
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs');
    expect(() => parseOptions(['--runs', '2.5'])).toThrow('--runs');
    expect(() => parseOptions(['--runs'])).toThrow('--runs: needs a value');
    expect(() => parseOptions(['--fast'])).toThrow('unknown option --fast');
  });
});

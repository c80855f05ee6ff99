import {
  ChunkScriptDeferral,
  MAX_DEFERRED_HEAD_CHARS,
  PAINT_WAIT_MS,
  chunkScriptLoader,
  deferHeadChunkScripts,
  deferredChunkUrls,
  dropChunkScripts,
  prefetchedChunkUrls,
  runtimeChunksOf,
} from '@/lib/html-delivery/deferred-chunk-scripts';

const script = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const HEAD =
  '<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  script('main') +
  script('react-dom') +
  script('turbopack-runtime') +
  '<title>Kaffee</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY = `<body><h1>Kaffee</h1>${script('page')}<script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('deferHeadChunkScripts', () => {
  it('puts one loader where the first chunk script stood, listing every chunk script and preloaded chunk in order', () => {
    const head = deferHeadChunkScripts(HEAD);
    expect(head).not.toContain('async=""');
    expect(head).not.toContain('rel="preload" as="script"');
    expect(head.indexOf('<script id="deferred-chunks">')).toBe(HEAD.indexOf(script('main')) - HEAD.match(/<link rel="preload" as="script"[^>]*>/)![0].length);
    expect(deferredChunkUrls(head)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
    ]);
    // What is not a chunk script stays: stylesheets, the title, the polyfills for old browsers.
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(head).toContain('<title>Kaffee</title>');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('leaves a head without chunk scripts (and its preloads) as it is', () => {
    const head = '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/></head>';
    expect(deferHeadChunkScripts(head)).toBe(head);
    expect(deferHeadChunkScripts('<head><script src="https://cdn.example/x.js" async=""></script></head>')).toContain('https://cdn.example/x.js');
  });

  it('prefetches the runtime chunks the page’s own chunks load, after its scripts, and counts them apart', () => {
    const runtime = { '/_next/static/chunks/page.js': ['/_next/static/chunks/libs.js', '/_next/static/chunks/runtime.js'], '/_next/static/chunks/other.js': ['/_next/static/chunks/x.js'] };
    const head = deferHeadChunkScripts(HEAD, runtime);
    expect(prefetchedChunkUrls(head)).toEqual(['/_next/static/chunks/libs.js', '/_next/static/chunks/runtime.js']);
    expect(deferredChunkUrls(head)).toHaveLength(4);
    expect(prefetchedChunkUrls(deferHeadChunkScripts(HEAD))).toEqual([]);
  });

  it('keeps the list inert inside the inline script', () => {
    const loader = chunkScriptLoader(['/_next/static/chunks/a</script><b.js']);
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(deferredChunkUrls(loader)).toEqual(['/_next/static/chunks/a</script><b.js']);
  });
});

describe('runtimeChunksOf', () => {
  it('joins what each of the page’s chunks loads, without the chunks the page runs anyway', () => {
    const runtime = { '/a.js': ['/r.js', '/b.js'], '/b.js': ['/r.js', '/s.js'] };
    expect(runtimeChunksOf(['/a.js', '/b.js'], runtime)).toEqual(['/r.js', '/s.js']);
    expect(runtimeChunksOf(['/c.js'], runtime)).toEqual([]);
  });
});

describe('the loader in a page', () => {
  interface Browser {
    visibilityState?: string;
    paintTiming?: boolean;
    animationFrames?: boolean;
  }
  /** Runs the loader's script against a stand-in document and window; returns what it added and the browser's hooks. */
  function run({ visibilityState = 'visible', paintTiming = true, animationFrames = true }: Browser, prefetch: string[] = []) {
    type Added = { tag: string; src: string; async: boolean; rel: string; as: string; href: string; onload: (() => void) | null; onerror: (() => void) | null };
    const added: string[] = [];
    const scripts: Added[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const observers: { callback: (entries: unknown, observer: { disconnect(): void }) => void; options: unknown; disconnected: boolean }[] = [];
    const document = {
      visibilityState,
      createElement: (tag: string) => ({ tag, src: '', async: false, rel: '', as: '', href: '', onload: null as (() => void) | null, onerror: null as (() => void) | null }),
      head: {
        appendChild: (element: Added) => {
          if (element.tag === 'script') scripts.push(element);
          added.push(element.tag === 'link' ? `${element.href} ${element.rel} ${element.as}` : `${element.src}${element.async ? ' async' : ''}`);
        },
      },
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      private entry;
      constructor(callback: (entries: unknown, observer: { disconnect(): void }) => void) {
        this.entry = { callback, options: null as unknown, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const window = { PerformanceObserver, requestAnimationFrame: animationFrames ? (fn: () => void) => frames.push(fn) : undefined };
    const code = chunkScriptLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], prefetch).replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    new Function('document', 'window', 'setTimeout', code)(document, window, (fn: () => void, ms: number) => timers.push({ fn, ms }));
    /** Runs the timers set for `ms`, then every task the loader queues after them (its next chunk). */
    const runTimers = (ms: number) => {
      const due = timers.filter((timer) => timer.ms === ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => !due.includes(timer)));
      due.forEach((timer) => timer.fn());
      drain();
    };
    /** The loader's queued tasks, one at a time, until none is left. */
    const drain = () => {
      for (let next = timers.findIndex((timer) => timer.ms === 0); next >= 0; next = timers.findIndex((timer) => timer.ms === 0)) timers.splice(next, 1)[0].fn();
    };
    return { added, scripts, timers, frames, observers, runTimers, drain };
  }
  const BOTH = ['/_next/static/chunks/a.js async', '/_next/static/chunks/b.js async'];

  it('adds the chunks, in order, once the browser reports its first paint, and only once', () => {
    const page = run({});
    expect(page.added).toEqual([]);
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0].options).toEqual({ type: 'paint', buffered: true });
    const observer = page.observers[0];
    observer.callback([], { disconnect: () => (observer.disconnected = true) });
    expect(observer.disconnected).toBe(true);
    page.runTimers(0);
    expect(page.added).toEqual(BOTH);
    page.runTimers(PAINT_WAIT_MS);
    expect(page.added).toEqual(BOTH);
  });

  it('adds one chunk per task, so the browser can run other work between them', () => {
    const page = run({});
    page.observers[0].callback([], { disconnect: () => undefined });
    const next = () => page.timers.splice(page.timers.findIndex((timer) => timer.ms === 0), 1)[0].fn();
    next();
    expect(page.added).toEqual([]);
    expect(page.timers.filter((timer) => timer.ms === 0)).toHaveLength(2);
    next();
    expect(page.added).toEqual(BOTH.slice(0, 1));
    next();
    expect(page.added).toEqual(BOTH);
  });

  it('asks for the runtime’s chunks as prefetches once every chunk script has loaded or failed, not before', () => {
    const page = run({}, ['/_next/static/chunks/runtime.js']);
    page.runTimers(PAINT_WAIT_MS);
    expect(page.added).toEqual(BOTH);
    page.scripts[1].onload!();
    expect(page.added).toEqual(BOTH);
    page.scripts[0].onerror!();
    expect(page.added).toEqual([...BOTH, '/_next/static/chunks/runtime.js prefetch script']);
  });

  it('adds them after the wait when no paint is reported', () => {
    const page = run({});
    page.runTimers(PAINT_WAIT_MS);
    expect(page.added).toEqual(BOTH);
  });

  it('without Paint Timing, adds them after the first animation frame', () => {
    const page = run({ paintTiming: false });
    expect(page.observers).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]();
    expect(page.added).toEqual([]);
    page.runTimers(0);
    expect(page.added).toEqual(BOTH);
  });

  it('adds them at once in a hidden tab, or when the browser has neither Paint Timing nor frames', () => {
    // A hidden tab's timers wait for the browser's once-a-second wake-up: no task of its own per chunk there.
    expect(run({ visibilityState: 'hidden' }).added).toEqual(BOTH);
    const page = run({ paintTiming: false, animationFrames: false });
    page.drain();
    expect(page.added).toEqual(BOTH);
  });
});

describe('dropChunkScripts', () => {
  it('drops chunk scripts and nothing else', () => {
    expect(dropChunkScripts(BODY)).toBe('<body><h1>Kaffee</h1><script>self.__next_f.push([1,"x"])</script></body></html>');
  });
});

describe('ChunkScriptDeferral', () => {
  const whole = HEAD + BODY;
  const expected = deferHeadChunkScripts(HEAD) + dropChunkScripts(BODY);
  const fed = (pieces: string[]) => {
    const deferral = new ChunkScriptDeferral();
    return pieces.map((piece) => deferral.push(piece)).join('') + deferral.end();
  };

  it('gives the same page whether fed whole or cut anywhere', () => {
    expect(fed([whole])).toBe(expected);
    for (let cut = 1; cut < whole.length; cut += 7) expect(fed([whole.slice(0, cut), whole.slice(cut)])).toBe(expected);
    expect(fed(whole.split(''))).toBe(expected);
  });

  it('holds the head back until it is whole, then sends the body as it comes', () => {
    const deferral = new ChunkScriptDeferral();
    expect(deferral.push(HEAD.slice(0, 100))).toBe('');
    expect(deferral.push(HEAD.slice(100) + '<body><h1>Kaffee</h1>')).toBe(deferHeadChunkScripts(HEAD) + '<body><h1>Kaffee</h1>');
    expect(deferral.push('<p>Espresso</p>')).toBe('<p>Espresso</p>');
    // A chunk script cut in two waits for its end, then goes.
    expect(deferral.push('<script src="/_next/static/chunks/page.js" as')).toBe('');
    expect(deferral.push('ync=""></script><p>Crema</p>')).toBe('<p>Crema</p>');
  });

  it('passes a document without a head end unchanged once it is too long to be a page head', () => {
    const deferral = new ChunkScriptDeferral();
    const long = `<pre>${'x'.repeat(MAX_DEFERRED_HEAD_CHARS)}</pre>`;
    expect(deferral.push(long)).toBe(long);
    expect(deferral.push(script('kept'))).toBe(script('kept'));
    expect(new ChunkScriptDeferral().end()).toBe('');
    const short = new ChunkScriptDeferral();
    expect(short.push('Not found')).toBe('');
    expect(short.end()).toBe('Not found');
  });
});

/**
 * Chunk scripts fetched after the first paint (issue 12 "render before scripts", ADR 0034). Next.js
 * writes every client chunk of a page as `<script src async>` in `<head>` (and the page's own chunk
 * again in `<body>`), so the browser fetches 190 KB of JavaScript beside the stylesheets, fonts and
 * images the first paint needs; on a phone's connection they share its bandwidth, and Lighthouse's
 * simulated LCP waits for every script that arrived before the paint. Here the head's chunk scripts
 * and script preloads give way to one inline loader that adds the same scripts once the browser has
 * drawn its first frame; the body's chunk scripts are dropped, because Turbopack's runtime fetches a
 * page's chunks itself (the `otherChunks` of its bootstrap) and React adds a hoisted script it does
 * not find when it hydrates.
 *
 * Pure text in, text out, fed in pieces as a response streams (`ChunkScriptDeferral`); the head is held
 * back until `</head>`, the body passes through at once except for a tag cut in two by a piece's end.
 */

/** Each chunk's URL and the client runtime's chunks (URLs) its loaders fetch: the build's map (runtime-chunks.ts). */
export type RuntimeChunkMap = Readonly<Record<string, readonly string[]>>;

/** A chunk script as React writes it for Next.js: same-origin, under /_next/static, async. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** The low-priority preload Next.js adds for a page's own chunk; the loader fetches that chunk instead. */
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="(?:low|high|auto)")? href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;
const HEAD_END = '</head>';
/** A head longer than this is passed on unchanged (Next.js's heads are 3–6 KB). */
export const MAX_DEFERRED_HEAD_CHARS = 256 * 1024;
/** The longest tag the body's removal must see whole: a piece ending inside a `<…` shorter than this waits for the next. */
const MAX_HELD_TAG_CHARS = 512;

/** The longest the loader waits for a first paint the browser does not report. */
export const PAINT_WAIT_MS = 3000;
/** The loader's id: how tools that count a page's scripts (bench:bundle, the landing budget) find its list. */
const LOADER_ID = 'deferred-chunks';
const LOADER_LISTS = new RegExp(`<script id="${LOADER_ID}">[^<]*?\\(document,window,(\\[[^\\]]*\\]),(\\[[^\\]]*\\])\\)</script>`);

/**
 * The loader: once the browser reports its first paint (Paint Timing, `buffered` so a paint before
 * the observer counts), each chunk is added as an async script in the order Next.js listed them,
 * one per task (timers set side by side, so none is clamped as a nested one would be): a page's
 * `appendChild`s in one task were 55–62 ms at 4× CPU (ADR 0069), a task Lighthouse's simulation
 * counts into TBT whenever the host kept it waiting (ADR 0071). A hidden tab adds them all at once, as its
 * timers wait for the browser's once-a-second wake-up.
 * Without Paint Timing, after the first frame (`requestAnimationFrame` runs just before it is drawn,
 * the timeout after it); in a tab nobody sees (it draws no frames), at once; and never later than
 * `PAINT_WAIT_MS` after the loader ran, whatever the browser reports. After the scripts it asks for
 * the `prefetch` chunks (the client runtime's, ADR 0055) as `<link rel="prefetch">`: fetched at the
 * lowest priority into the HTTP cache and not run, so the runtime's own import later finds them there.
 */
export function chunkScriptLoader(urls: readonly string[], prefetch: readonly string[] = []): string {
  const list = (items: readonly string[]) => JSON.stringify(items).replaceAll('<', '\\u003c');
  return (
    `<script id="${LOADER_ID}">(function(d,w,u,p){var n=0,j=0,c=u.length,P=w.PerformanceObserver;` +
    `function f(){if(--c)return;for(var i=0;p.length>i;i++){var k=d.createElement("link");k.rel="prefetch";k.as="script";k.href=p[i];d.head.appendChild(k)}}` +
    `function a(){var s=d.createElement("script");s.src=u[j++];s.async=true;s.onload=s.onerror=f;d.head.appendChild(s)}` +
    `function l(h){if(n++)return;for(var i=0;u.length>i;i++)h?a():setTimeout(a,0)}` +
    `if(d.visibilityState!=="visible")return l(1);setTimeout(l,${PAINT_WAIT_MS});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(e,o){o.disconnect();setTimeout(l,0)}).observe({type:"paint",buffered:true});` +
    `else if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(l,0)});else l()})(document,window,${list(urls)},${list(prefetch)})</script>`
  );
}

/**
 * A head with its chunk scripts and script preloads replaced by the loader where the first script
 * stood; the loader adds the preloaded chunks too (the page's own chunk, whose `<script>` comes in
 * the body and is dropped there), then prefetches the runtime's chunks that the page's chunks load
 * (`runtimeChunks`: the build's map, runtime-chunks.ts). Unchanged when the head has no chunk script.
 */
export function deferHeadChunkScripts(head: string, runtimeChunks: RuntimeChunkMap = {}): string {
  const preloads: string[] = [];
  const withoutPreloads = head.replace(CHUNK_PRELOAD, (_tag, url: string) => (preloads.push(url), ''));
  const urls: string[] = [];
  let loaderAt = -1;
  const withoutScripts = withoutPreloads.replace(CHUNK_SCRIPT, (_tag, url: string, offset: number) => {
    if (loaderAt < 0) loaderAt = offset;
    urls.push(url);
    return '';
  });
  if (urls.length === 0) return head;
  // Offsets before the first script are unchanged by the removal, so the first one's stays right.
  const pageChunks = [...new Set([...urls, ...preloads])];
  return withoutScripts.slice(0, loaderAt) + chunkScriptLoader(pageChunks, runtimeChunksOf(pageChunks, runtimeChunks)) + withoutScripts.slice(loaderAt);
}

/** The runtime's chunks a page with these chunk scripts should ask for: those its chunks' loaders fetch, less what it loads anyway. */
export function runtimeChunksOf(pageChunks: readonly string[], byChunk: RuntimeChunkMap): string[] {
  const own = new Set(pageChunks);
  return [...new Set(pageChunks.flatMap((chunk) => byChunk[chunk] ?? []))].filter((chunk) => !own.has(chunk));
}

/** The chunk scripts a page's loader adds and runs (none when it has no loader): what the landing budget counts. */
export function deferredChunkUrls(html: string): string[] {
  const list = html.match(LOADER_LISTS)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The chunks a page's loader prefetches without running them (the client runtime's). */
export function prefetchedChunkUrls(html: string): string[] {
  const list = html.match(LOADER_LISTS)?.[2];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Body text without chunk scripts. */
export function dropChunkScripts(text: string): string {
  return text.replace(CHUNK_SCRIPT, '');
}

/**
 * Where a piece may be cut without splitting what the removal must see whole: before a `<` with no
 * `>` after it yet, or before a `<script` whose `</script>` has not come yet (held only while short).
 */
export function safeEnd(text: string): number {
  let end = text.length;
  const open = text.lastIndexOf('<');
  if (open >= 0 && text.indexOf('>', open) < 0 && text.length - open <= MAX_HELD_TAG_CHARS) end = open;
  const script = text.lastIndexOf('<script');
  if (script >= 0 && text.indexOf('</script>', script) < 0 && text.length - script <= MAX_HELD_TAG_CHARS) end = Math.min(end, script);
  return end;
}

/** The rewrite of one HTML response, fed its text in the pieces it is written in. */
export class ChunkScriptDeferral {
  /** `runtimeChunks`: the build's map of the runtime chunks each chunk's loaders fetch (none: nothing prefetched). */
  constructor(private readonly runtimeChunks: RuntimeChunkMap = {}) {}

  private held = '';
  /** In the head (held back), in the body (chunk scripts dropped), or passing a document that is no page unchanged. */
  private at: 'head' | 'body' | 'pass' = 'head';

  /** The text that may be sent now. */
  push(text: string): string {
    if (this.at === 'pass') return text;
    this.held += text;
    if (this.at === 'body') return this.body();
    const end = this.held.indexOf(HEAD_END);
    if (end < 0) {
      if (this.held.length <= MAX_DEFERRED_HEAD_CHARS) return '';
      this.at = 'pass';
      return this.release();
    }
    this.at = 'body';
    const head = deferHeadChunkScripts(this.held.slice(0, end), this.runtimeChunks);
    this.held = this.held.slice(end);
    return head + this.body();
  }

  /** What is left once the response ends. */
  end(): string {
    return this.at === 'body' ? dropChunkScripts(this.release()) : this.release();
  }

  private release(): string {
    const out = this.held;
    this.held = '';
    return out;
  }

  private body(): string {
    const cut = safeEnd(this.held);
    const ready = dropChunkScripts(this.held.slice(0, cut));
    this.held = this.held.slice(cut);
    return ready;
  }
}

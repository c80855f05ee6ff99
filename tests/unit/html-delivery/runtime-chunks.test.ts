import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_PREFETCH_FILE, asyncLoader, chunkModules, readRuntimePrefetch, runtimeChunkFiles, runtimeChunksByChunk, writeRuntimePrefetch } from '@/lib/html-delivery/runtime-chunks';

/** A chunk as Turbopack writes it: the script, then each factory after the ids it is registered under. */
const chunk = (...modules: string[]) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules.join(',')}]);`;
const loader = (id: number, chunks: string[], target: number) => `${id},e=>{e.v(t=>Promise.all(${JSON.stringify(chunks)}.map(t=>e.l(t))).then(()=>t(${target})))}`;

// The layout chunk holds the page store's two loaders (libraries, runtime) and one for the toast.
const LAYOUT = chunk(
  '100,e=>{"use strict";let s=e.A(200),o=e.A(201);e.s(["startClientRuntime",0,function(){return o}])}',
  loader(200, ['static/chunks/libs.js', 'static/chunks/shared.js'], 300),
  loader(201, ['static/chunks/shared.js', 'static/chunks/runtime.js', 'static/chunks/runtime.css'], 301),
  loader(202, ['static/chunks/toast.js'], 302),
);
const CHUNKS = new Map([
  ['static/chunks/layout.js', LAYOUT],
  ['static/chunks/libs.js', chunk('300,e=>{"use strict";var t=e.i(5);e.S([t,"configureStore,I",0,t,"persistStore,f"])}')],
  ['static/chunks/shared.js', chunk('5,6,e=>{e.s(["z",0,{}])}')],
  // The runtime's module is registered under several ids (scope hoisting): the loader names one of them.
  ['static/chunks/runtime.js', chunk('299,301,303,(e,t)=>{e.s(["attachClientRuntime",0,function(){return"attached"}])}')],
  ['static/chunks/toast.js', chunk('302,e=>{e.s(["NotificationList",0,function(){}])}')],
]);

describe('chunkModules', () => {
  it('gives every factory under each id it is registered with', () => {
    const modules = chunkModules(CHUNKS.get('static/chunks/runtime.js')!);
    expect([...modules.keys()]).toEqual([299, 301, 303]);
    expect(modules.get(301)).toContain('"attachClientRuntime"');
    expect(chunkModules('var notAChunk=1;').size).toBe(0);
  });
});

describe('asyncLoader', () => {
  it('reads the chunks a loader fetches and the module it requires; other factories are none', () => {
    expect(asyncLoader(loader(7, ['static/chunks/a.js'], 9).replace(/^7,/, ''))).toEqual({ chunks: ['static/chunks/a.js'], target: 9 });
    expect(asyncLoader('e=>{e.s(["x",0,1])}')).toBeNull();
  });
});

describe('runtimeChunksByChunk', () => {
  it('maps the chunk holding the runtime’s loaders to the scripts they fetch, not other loaders’ chunks nor stylesheets', () => {
    expect(runtimeChunksByChunk(CHUNKS)).toEqual({
      '/_next/static/chunks/layout.js': ['/_next/static/chunks/libs.js', '/_next/static/chunks/shared.js', '/_next/static/chunks/runtime.js'],
    });
  });

  it('names each runtime chunk once as a path under the build, for the compile hint', () => {
    expect(runtimeChunkFiles({ '/_next/static/chunks/a.js': ['/_next/static/chunks/r.js'], '/_next/static/chunks/b.js': ['/_next/static/chunks/r.js', '/_next/static/chunks/s.js'] })).toEqual([
      'static/chunks/r.js',
      'static/chunks/s.js',
    ]);
  });

  it('finds nothing when no loader requires a module with the runtime’s exports', () => {
    expect(runtimeChunksByChunk(CHUNKS, ['somethingElse'])).toEqual({});
  });
});

describe('writeRuntimePrefetch', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'runtime-chunks-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes the map beside the build, where the server reads it', () => {
    for (const [file, script] of CHUNKS) writeFileSync(path.join(dist, file), script);
    const written = writeRuntimePrefetch(dist);
    expect(JSON.parse(readFileSync(path.join(dist, RUNTIME_PREFETCH_FILE), 'utf8'))).toEqual(written);
    expect(readRuntimePrefetch(dist)).toEqual(written);
  });

  it('fails the build when no chunk loads the runtime, and a build without the file reads as nothing to prefetch', () => {
    writeFileSync(path.join(dist, 'static/chunks/toast.js'), CHUNKS.get('static/chunks/toast.js')!);
    expect(() => writeRuntimePrefetch(dist)).toThrow(/loads the client runtime/);
    expect(readRuntimePrefetch(dist)).toEqual({});
  });
});

import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { COMPILE_HINT, hintBootstrapChunks, shiftedSourceMap, withCompileHint } from '@/lib/html-delivery/compile-hints';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{function big(){return 1}}]);\n//# sourceMappingURL=0abc.js.map';
// One segment: generated line 1, column 0 maps to line 3, column 4 of react-dom.js.
const MAP = JSON.stringify({ version: 3, sources: ['react-dom.js'], names: [], mappings: 'AAEI' });

describe('withCompileHint', () => {
  it('puts V8’s hint on a line of its own before the code, once', () => {
    const hinted = withCompileHint(CHUNK);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(CHUNK);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('shiftedSourceMap', () => {
  it('keeps the code’s positions mapped where they were before the hint’s line', async () => {
    const consumer = await new SourceMapConsumer(JSON.parse(shiftedSourceMap(MAP)));
    expect(consumer.originalPositionFor({ line: 2, column: 0 })).toMatchObject({ source: 'react-dom.js', line: 3, column: 4 });
    expect(consumer.originalPositionFor({ line: 1, column: 0 }).source).toBeNull();
    consumer.destroy();
  });

  it('refuses a map without mappings', () => {
    expect(() => shiftedSourceMap('{"version":3}')).toThrow(/mappings/);
  });
});

describe('hintBootstrapChunks', () => {
  let dist: string;
  const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'] }));
    write('static/chunks/react-dom.js', CHUNK);
    write('static/chunks/0abc.js.map', MAP);
    write('static/chunks/runtime.js', 'var runtime=1;');
    write('static/chunks/islands.js', 'var islands=1;');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('hints the bootstrap chunks only, shifting the maps they name, and changes nothing the second time', () => {
    expect(hintBootstrapChunks(dist)).toEqual(['static/chunks/react-dom.js', 'static/chunks/runtime.js']);
    expect(read('static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}\n${CHUNK}`);
    expect(read('static/chunks/runtime.js')).toBe(`${COMPILE_HINT}\nvar runtime=1;`);
    expect(read('static/chunks/islands.js')).toBe('var islands=1;');
    expect(JSON.parse(read('static/chunks/0abc.js.map')).mappings).toBe(';AAEI');

    expect(hintBootstrapChunks(dist)).toEqual([]);
    expect(JSON.parse(read('static/chunks/0abc.js.map')).mappings).toBe(';AAEI');
  });

  it('fails the build when the manifest names no bootstrap chunks', () => {
    write('build-manifest.json', JSON.stringify({ pages: {} }));
    expect(() => hintBootstrapChunks(dist)).toThrow(/rootMainFiles/);
  });
});

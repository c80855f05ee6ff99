/**
 * `npm run catalog:generate -- --products N --seed S [--out DIR]`: writes the demo catalogue as one
 * JSON dump per catalogue index (`DIR/<index>.json`, default `.data/catalog-dump/`) and the
 * placeholder images to `public/catalog/`. Index by index and product by product, so 100 000
 * products never sit in memory as one JSON text. Bad arguments stop it before anything is written.
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CatalogDumpInput } from '@/lib/catalog/documents';
import { demoCatalogIndexes, generateCatalogDump, parseGenerateArguments, placeholderImages } from '@/lib/demo-catalog';

const PUBLIC_DIR = 'public';
/** Written in chunks of about this many characters. */
const CHUNK_CHARS = 1 << 20;

function writeDump(file: string, dump: CatalogDumpInput): void {
  const fd = openSync(file, 'w');
  let buffer = '';
  const write = (text: string) => {
    buffer += text;
    if (buffer.length >= CHUNK_CHARS) {
      writeSync(fd, buffer);
      buffer = '';
    }
  };
  try {
    const { products, ...rest } = dump;
    write(`{"index":${JSON.stringify(rest.index)},"storeCode":${JSON.stringify(rest.storeCode)},"products":[`);
    products.forEach((product, i) => write((i === 0 ? '' : ',') + JSON.stringify(product)));
    write(']');
    for (const [key, value] of Object.entries(rest)) {
      if (key !== 'index' && key !== 'storeCode') write(`,${JSON.stringify(key)}:${JSON.stringify(value)}`);
    }
    write('}\n');
    writeSync(fd, buffer);
  } finally {
    closeSync(fd);
  }
}

function writeImages(): number {
  const images = placeholderImages();
  for (const image of images) {
    const file = join(PUBLIC_DIR, image.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, image.svg);
  }
  return images.length;
}

function main(): void {
  const args = parseGenerateArguments(process.argv.slice(2));
  mkdirSync(args.out, { recursive: true });
  const started = performance.now();
  for (const index of demoCatalogIndexes()) {
    const dump = generateCatalogDump({ products: args.products, seed: args.seed }, index);
    const file = join(args.out, `${index}.json`);
    writeDump(file, dump);
    console.log(`${file}: ${dump.products.length} products, ${dump.categories.length} categories, ${dump.cms_pages.length} CMS pages`);
  }
  console.log(`${writeImages()} placeholder images in ${join(PUBLIC_DIR, 'catalog')}`);
  console.log(`done in ${Math.round(performance.now() - started)} ms (seed ${args.seed})`);
}

try {
  main();
} catch (error) {
  console.error(`catalog:generate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

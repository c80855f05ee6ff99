import { placeholderImages } from '@/lib/demo-catalog';
import { demoDumps } from './generated-catalog';

const MAX_FILES = 60;
const MAX_BYTES = 300 * 1024;

describe('demo placeholder images', () => {
  const images = placeholderImages();

  it('is a small fixed set of SVG files under catalog/', () => {
    expect(images.length).toBeLessThan(MAX_FILES);
    expect(images.reduce((sum, i) => sum + Buffer.byteLength(i.svg), 0)).toBeLessThan(MAX_BYTES);
    expect(images.every((i) => /^catalog\/[a-z]+-[a-z]+\.svg$/.test(i.path) && i.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))).toBe(true);
    expect(new Set(images.map((i) => i.path)).size).toBe(images.length);
  });

  it('covers every image a product, gallery or category banner refers to', () => {
    const shipped = new Set(images.map((i) => `/${i.path}`));
    for (const dump of demoDumps()) {
      const used = [
        ...dump.products.flatMap((p) => [p.image, ...(p.media_gallery ?? []).map((m) => m.image)]),
        ...dump.categories.flatMap((c) => (Array.isArray(c.banners) ? c.banners.map((b: { image: string }) => b.image) : [])),
      ].filter((image) => image !== 'no_selection');
      expect(used.filter((image) => !shipped.has(image as string))).toEqual([]);
    }
  });

  it('draws the family initials in the colour of the file name', () => {
    const redMachine = images.find((i) => i.path === 'catalog/machine-red.svg');
    expect(redMachine?.svg).toContain('fill="#b83a2e"');
    expect(redMachine?.svg).toContain('>MC</text>');
  });
});

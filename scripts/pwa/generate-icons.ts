/**
 * `npm run pwa:icons`: draws the shop's app icons (a crema-coloured coffee bean on espresso brown)
 * and writes them as PNG files to public/icons, for the web manifest, and the same bean as
 * public/favicon.ico (a PNG inside an ICO container, which every current browser reads). Drawn in code so the icons
 * need no design tool and no download; 'maskable' icons keep the bean inside the safe zone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { FAVICON_PATH, FAVICON_SIZE, MANIFEST_ICON_PATH, MANIFEST_ICON_SIZES } from '@/lib/config/pwa';

type Rgb = readonly [number, number, number];
const ESPRESSO: Rgb = [0x4a, 0x2c, 0x1d];
const CREMA: Rgb = [0xc8, 0xa2, 0x7a];
/** Samples per pixel side: smooth edges without a drawing library. */
const SUPERSAMPLING = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image as a PNG file (colour type 6, no filtering). */
function encodePng(size: number, pixel: (x: number, y: number) => readonly [number, number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x += 1) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** What colour a point (in units of the icon, 0..1) has, or null outside the icon's shape. */
function paint(u: number, v: number, purpose: 'any' | 'maskable'): Rgb | null {
  const cx = u - 0.5;
  const cy = v - 0.5;
  // 'any': a rounded square with transparent corners; 'maskable': full bleed, the platform masks it.
  const corner = 0.18;
  const qx = Math.max(Math.abs(cx) - (0.5 - corner), 0);
  const qy = Math.max(Math.abs(cy) - (0.5 - corner), 0);
  if (purpose === 'any' && Math.hypot(qx, qy) > corner) return null;
  // The bean: an ellipse turned 35°, smaller for maskable icons (safe zone: the inner 80 % circle).
  const scale = purpose === 'maskable' ? 0.62 : 0.78;
  const angle = (35 * Math.PI) / 180;
  const bx = (cx * Math.cos(angle) + cy * Math.sin(angle)) / scale;
  const by = (-cx * Math.sin(angle) + cy * Math.cos(angle)) / scale;
  const inBean = (bx / 0.27) ** 2 + (by / 0.37) ** 2 <= 1;
  if (!inBean) return ESPRESSO;
  // The bean's crease: a gentle S along its long axis.
  const crease = 0.06 * Math.sin((by / 0.37) * Math.PI);
  if (Math.abs(bx - crease) < 0.028) return ESPRESSO;
  return CREMA;
}

function icon(size: number, purpose: 'any' | 'maskable'): Buffer {
  return encodePng(size, (x, y) => {
    const sum = [0, 0, 0, 0];
    for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
      for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
        const colour = paint((x + (sx + 0.5) / SUPERSAMPLING) / size, (y + (sy + 0.5) / SUPERSAMPLING) / size, purpose);
        if (colour === null) continue;
        sum[0] += colour[0];
        sum[1] += colour[1];
        sum[2] += colour[2];
        sum[3] += 255;
      }
    }
    const covered = sum[3] / 255;
    if (covered === 0) return [0, 0, 0, 0];
    return [sum[0] / covered, sum[1] / covered, sum[2] / covered, sum[3] / SUPERSAMPLING ** 2].map(Math.round) as [number, number, number, number];
  });
}

/** An ICO file holding one PNG image (ICONDIR + one ICONDIRENTRY + the PNG bytes). */
function encodeIco(size: number, png: Buffer): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

const publicDir = path.join(process.cwd(), 'public');
const favicon = path.join(publicDir, FAVICON_PATH);
writeFileSync(favicon, encodeIco(FAVICON_SIZE, icon(FAVICON_SIZE, 'any')));
console.log(`wrote ${path.relative(process.cwd(), favicon)}`);
for (const size of MANIFEST_ICON_SIZES) {
  for (const purpose of ['any', 'maskable'] as const) {
    const file = path.join(publicDir, MANIFEST_ICON_PATH(size, purpose));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, icon(size, purpose));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

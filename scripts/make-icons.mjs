// Writes the PWA's PNG icons with nothing but node:zlib: a white open book on the
// catalogue's blue. Usage: npm run icons (writes public/icons)
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const BLUE = [0x0b, 0x4f, 0x8a];
const WHITE = [0xff, 0xff, 0xff];
const GOLD = [0xf2, 0xb7, 0x05];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1). Returns the colour at a point, or null.
function inRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
function bookColour(x, y) {
  // Two pages meeting at a spine, slightly lifted at the outer corners.
  const spine = 0.5;
  const top = 0.32 + Math.abs(x - spine) * 0.12;
  const bottom = 0.7 + Math.abs(x - spine) * 0.04;
  if (x >= 0.2 && x <= 0.8 && y >= top && y <= bottom) {
    if (Math.abs(x - spine) < 0.012) return BLUE;
    for (const line of [0.42, 0.5, 0.58]) {
      const ly = line + Math.abs(x - spine) * 0.1;
      if (Math.abs(x - spine) > 0.06 && Math.abs(x - spine) < 0.25 && Math.abs(y - ly) < 0.008) return BLUE;
    }
    return WHITE;
  }
  // A bookmark ribbon hanging from the right page.
  if (x >= 0.6 && x <= 0.66 && y > bottom && y <= 0.8 - Math.max(0, 0.03 - Math.abs(x - 0.63))) return GOLD;
  return null;
}
function render(size, { maskable }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          let x = (px + (sx + 0.5) / samples) / size;
          let y = (py + (sy + 0.5) / samples) / size;
          const bg = maskable || inRoundedSquare(x, y, 0.18);
          if (!bg) continue;
          if (maskable) { x = 0.5 + (x - 0.5) / 0.72; y = 0.5 + (y - 0.5) / 0.72; }
          const c = bookColour(x, y) ?? BLUE;
          r += c[0]; g += c[1]; b += c[2]; a += 255;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      const cover = a / 255;
      rgba[i] = cover ? Math.round(r / cover) : 0;
      rgba[i + 1] = cover ? Math.round(g / cover) : 0;
      rgba[i + 2] = cover ? Math.round(b / cover) : 0;
      rgba[i + 3] = Math.round(a / n);
    }
  }
  return encodePng(size, rgba);
}

const out = process.argv[2] ?? 'public/icons';
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
  // Inlined in index.html by the build (no request of its own).
  ['../../src/assets/favicon.png', 32, false],
  // The wallet pass's icon (the lock screen, notifications) and logo (its top left), at 1x to 3x.
  ...[['icon', 29], ['logo', 50]].flatMap(([name, size]) => [1, 2, 3].map((scale) => [
    `../../server/modules/patrons/wallet/images/${name}${scale === 1 ? '' : `@${scale}x`}.png`, size * scale, false,
  ])),
]) {
  mkdirSync(join(out, name, '..'), { recursive: true });
  writeFileSync(join(out, name), render(size, { maskable }));
}
console.log(`icons written to ${out}`);

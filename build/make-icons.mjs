#!/usr/bin/env node
/**
 * Draws the Conexão icon (a white "C" whose opening holds a dot — two parties connecting — on a
 * rounded blue square) and writes PNGs with node:zlib alone: no image tools, no downloads.
 *   build/icon.png          1024×1024  electron-builder source (macOS .icns, Windows .ico)
 *   build/icons/NxN.png     Linux sizes (AppImage, deb); 512×512 is also bundled into out/main
 *                           as the window icon on Linux (src/main/app-shell.ts, `?asset`)
 * Run: node build/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BRAND = [0x0b, 0x5c, 0xad]; // deep blue
const BRAND_DARK = [0x08, 0x43, 0x80];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels → PNG (8-bit, colour type 6, no filtering). */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour of the point (u, v) in unit coordinates [0,1]², or null for transparent. */
function shade(u, v) {
  const margin = 0.06;
  const radius = 0.2;
  // Rounded square.
  const qx = Math.max(Math.abs(u - 0.5) - (0.5 - margin - radius), 0);
  const qy = Math.max(Math.abs(v - 0.5) - (0.5 - margin - radius), 0);
  if (Math.hypot(qx, qy) > radius) return null;
  const dx = u - 0.5;
  const dy = v - 0.5;
  const r = Math.hypot(dx, dy);
  const angle = Math.atan2(dy, dx); // 0 = pointing right
  // The "C": a ring open on the right.
  if (r >= 0.19 && r <= 0.3 && Math.abs(angle) > 0.75) return WHITE;
  // The dot in the opening.
  if (Math.hypot(u - 0.68, v - 0.5) <= 0.06) return WHITE;
  // A slight vertical gradient so the tile is not flat.
  const t = v;
  return BRAND.map((c, i) => Math.round(c * (1 - t) + BRAND_DARK[i] * t));
}

function render(size) {
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = shade((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = (y * size + x) * 4;
      if (a > 0) {
        rgba[at] = Math.round(r / a);
        rgba[at + 1] = Math.round(g / a);
        rgba[at + 2] = Math.round(b / a);
      }
      rgba[at + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return encodePng(size, rgba);
}

function write(path, size) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, render(size));
  console.log(`${path} (${size}×${size})`);
}

write('build/icon.png', 1024);
for (const size of [16, 32, 48, 64, 128, 256, 512]) write(`build/icons/${size}x${size}.png`, size);

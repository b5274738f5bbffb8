/**
 * Photo upload figures for the catalogue (issue 9): time from the upload request of a
 * 12-megapixel phone-like JPEG to svc-catalog's answer (p50 of 5, all WebP + AVIF variants and
 * the kept original written), and the bytes of the card-size (w400) AVIF and WebP.
 * Runs svc-catalog's app in this process (no database query is made by an upload).
 * Usage: `node svc-catalog/src/uploads/upload-bench.ts` (Node 24; bench/ may not import a service).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDb, createKeyRing } from '@vetrina/service-kit';
import { LocalFolderStore } from '@vetrina/service-kit/photos';
import { gatewayHeaders, TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { readTestMaker } from '../test/catalog-test-context.ts';

const RUNS = 5;
const WIDTH = 4000;
const HEIGHT = 3000;

const noiseLayer = async (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png()
    .toBuffer();

/**
 * A smooth scene plus texture at several scales (fabric-like detail that survives downscaling)
 * and sensor-like fine noise, so the JPEG weighs like a real phone photo (a few MB).
 */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg())).resize(WIDTH, HEIGHT).png().toBuffer();
  return sharp(scene)
    .composite([
      { input: await noiseLayer(500, 375, 40), blend: 'overlay' },
      { input: await noiseLayer(2000, 1500, 30), blend: 'overlay' },
      { input: await noiseLayer(WIDTH, HEIGHT, 12), blend: 'overlay' },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 0/1' },
    })
    .toBuffer();
}

function sceneSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">
    <rect width="40" height="30" fill="#e0eef9"/><circle cx="14" cy="14" r="9" fill="#f6c9ae"/>
    <rect x="22" y="8" width="14" height="18" fill="#c4e3bb"/><path d="M0 26 L40 22 L40 30 L0 30 Z" fill="#d3c1ec"/></svg>`;
}

async function main() {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
  const db = createDb('postgres://bench@127.0.0.1:1/unused', 'catalog', { min: 0, max: 1 });
  const app = buildApp({
    db,
    gatewayToken: TEST_GATEWAY_TOKEN,
    photos: new LocalFolderStore({ dir: uploadsDir }),
    previewKeys: createKeyRing({ current: 'bench-preview-secret-of-at-least-32-chars' }),
    readMaker: readTestMaker,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const photo = await twelveMegapixelJpeg();
    console.log(`input: ${WIDTH}x${HEIGHT} JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);
    const times: number[] = [];
    let url = '';
    for (let i = 0; i < RUNS; i++) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/admin/upload`, {
        method: 'POST',
        headers: gatewayHeaders(),
        body: form,
      });
      const body = (await res.json()) as { url: string; message?: string };
      times.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${body.message}`);
      url = body.url;
    }
    const name = url.slice('/uploads/'.length, -'.webp'.length);
    const size = async (file: string) => (await stat(path.join(uploadsDir, file))).size;
    console.log(
      `upload request -> response, ${RUNS} runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`,
    );
    const median = times.toSorted((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    console.log(`p50: ${median.toFixed(0)} ms`);
    for (const ext of ['avif', 'webp'])
      console.log(`card size (w400) ${ext}: ${await size(`${name}-w400.${ext}`)} bytes`);
    for (const ext of ['avif', 'webp'])
      console.log(`full size (w1200) ${ext}: ${await size(`${name}-w1200.${ext}`)} bytes`);
  } finally {
    server.close();
    await db.destroy();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

await main();

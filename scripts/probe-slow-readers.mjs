#!/usr/bin/env node
// `npm run probe:slow-readers` (builds the API first): can clients that ask and never read exhaust the
// API's memory?
// Starts the built API (dist/api/main.js, run from the current folder) on the embedded database in a temporary
// folder, or on a scratch database beside DATABASE_URL; creates a professional listed in the directory with a
// logo made from a 5 MB PNG; then opens PROBE_CONNECTIONS (default 300) connections that each ask for the
// profile (GET /api/users/{id}) and the logo image, and never read. Meanwhile it samples the API's resident
// memory (VmRSS in /proc/<pid>/status) and times GET /api/health. Idle figures taken just before are the
// baseline. Passes (exit 0) when every health check answers within 200 ms and the peak RSS stays under 400 MB
// on PostgreSQL; on the embedded database, whose PGlite heap alone is some 450 MB of the process, under its idle
// RSS + 100 MB instead.
//   PROBE_CONNECTIONS  connections (default 300)      PROBE_SECONDS  how long they stay open (default 10)
//   PROBE_RSS_ABORT_MB stop early past this RSS, to spare a shared machine (default 3000)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { admin, dbUrl, startApiProcess } from './bench/api-bench.mjs';
import { freePort } from './free-port.mjs';

const CONNECTIONS = Number(process.env.PROBE_CONNECTIONS ?? 300);
const SECONDS = Number(process.env.PROBE_SECONDS ?? 10);
const RSS_ABORT_MB = Number(process.env.PROBE_RSS_ABORT_MB ?? 3000);
const RSS_LIMIT_MB = 400;
const EMBEDDED_GROWTH_MB = 100;
const HEALTH_LIMIT_MS = 200;
const LOGO_BYTES = 5 * 1024 * 1024;

const tempDir = mkdtempSync(path.join(tmpdir(), 'probe-slow-readers-'));
const cleanups = [() => rmSync(tempDir, { recursive: true, force: true })];
let child;

async function startApi() {
  const env = { DATA_DIR: path.join(tempDir, 'data'), DATABASE_URL: '' };
  if (process.env.DATABASE_URL) {
    const name = `probe_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE "${name}"`);
    cleanups.unshift(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    env.DATABASE_URL = dbUrl(name);
  }
  const api = await startApiProcess(await freePort(), env);
  child = api.child;
  return api;
}

function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

async function healthMs(base) {
  const started = performance.now();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), 5_000);
  try {
    const res = await fetch(`${base}/api/health`, { signal: timeout.signal });
    await res.arrayBuffer();
    return res.ok ? performance.now() - started : Infinity;
  } catch {
    return Infinity;
  } finally {
    clearTimeout(timer);
  }
}

/** A PNG of random pixels just under 5 MB: noise does not compress, so the file is as big as its pixels. */
async function bigPng() {
  const width = 1280;
  const height = Math.floor((LOGO_BYTES * 0.99) / (width * 3));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function setUp(base) {
  const email = `probe.${Date.now().toString(36)}@ejemplo.es`;
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Sonda Lenta',
      email,
      password: 'secreto123',
      phone: '600123456',
      userType: 'professional',
    }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const user = await register.json();
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const asOwner = (method, url, headers, body) =>
    fetch(`${base}${url}`, { method, headers: { cookie, ...headers }, body });
  const profile = await asOwner(
    'POST',
    '/api/workers',
    { 'content-type': 'application/json' },
    JSON.stringify({
      companyName: 'Sonda Reformas',
      services: ['integral'],
      experience: 5,
      postalCode: '28001',
      city: 'Madrid',
    }),
  );
  if (profile.status !== 201) throw new Error(`worker profile: ${profile.status} ${await profile.text()}`);
  const png = await bigPng();
  let upload = await asOwner('PUT', `/api/users/${user.id}/logo`, { 'content-type': 'image/png' }, png);
  // An API from before the media store has no upload route: the logo goes in the JSON as a data URL.
  if (upload.status === 404 || upload.status === 415) {
    const logoUrl = `data:image/png;base64,${png.toString('base64')}`;
    upload = await asOwner(
      'PUT',
      `/api/users/${user.id}`,
      { 'content-type': 'application/json' },
      JSON.stringify({ logoUrl }),
    );
  }
  if (upload.status !== 200) throw new Error(`logo: ${upload.status} ${await upload.text()}`);
  const seen = await (await fetch(`${base}/api/users/${user.id}`)).text();
  const { logoUrl } = JSON.parse(seen);
  const imagePath = logoUrl.startsWith('/') ? logoUrl : `/api/users/${user.id}/logo`;
  const image = await fetch(`${base}${imagePath}`);
  const imageBytes = (await image.arrayBuffer()).byteLength;
  return {
    userId: user.id,
    pngBytes: png.length,
    profileBytes: Buffer.byteLength(seen),
    imagePath,
    imageBytes,
    imageType: image.headers.get('content-type'),
  };
}

/** A connection that pipelines both requests and never reads a byte of the answers. */
function slowReader(port, requests) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.pause();
      socket.write(requests.map((p) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join(''));
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'sin respuesta (> 5 s)');

const loadBefore = loadavg()[0];
try {
  const { base, port } = await startApi();
  const setup = await setUp(base);
  console.log(
    `Profesional ${setup.userId}: PNG de ${(setup.pngBytes / 1e6).toFixed(2)} MB subido; GET /api/users/${setup.userId} = ${setup.profileBytes} B; ${setup.imagePath} = ${setup.imageBytes} B (${setup.imageType})`,
  );

  // Baseline: idle, after the set-up's work has settled.
  await new Promise((r) => setTimeout(r, 2_000));
  const idleHealth = [];
  for (let i = 0; i < 10; i++) idleHealth.push(await healthMs(base));
  const idleRss = rssMb(child.pid);

  const sockets = [];
  const requests = [`/api/users/${setup.userId}`, setup.imagePath];
  for (let i = 0; i < CONNECTIONS; i++) sockets.push(await slowReader(port, requests));
  const rss = [];
  const health = [];
  let aborted = false;
  for (const end = Date.now() + SECONDS * 1000; Date.now() < end;) {
    rss.push(rssMb(child.pid));
    health.push(await healthMs(base));
    if (rss.at(-1) > RSS_ABORT_MB) {
      aborted = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  rss.push(rssMb(child.pid));
  sockets.forEach((s) => s.destroy());

  const peakRss = Math.max(...rss);
  const worstHealth = Math.max(...health);
  const rssLimit = process.env.DATABASE_URL ? RSS_LIMIT_MB : idleRss + EMBEDDED_GROWTH_MB;
  const passed = peakRss < rssLimit && worstHealth <= HEALTH_LIMIT_MS;
  console.log(
    `Base de datos: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embebida (PGlite)'}`,
  );
  console.log(`Carga media antes de empezar: ${loadBefore.toFixed(2)} (2 núcleos compartidos)`);
  console.log(
    `En reposo: RSS ${idleRss.toFixed(0)} MB; /api/health mediana ${fmt(median(idleHealth))}, peor ${fmt(Math.max(...idleHealth))}`,
  );
  console.log(
    `${CONNECTIONS} conexiones que piden perfil + logo y no leen, ${SECONDS} s${aborted ? ` (cortado al pasar ${RSS_ABORT_MB} MB)` : ''}:`,
  );
  console.log(
    `  RSS pico ${peakRss.toFixed(0)} MB (+${(peakRss - idleRss).toFixed(0)} MB sobre reposo; límite ${rssLimit.toFixed(0)} MB)`,
  );
  console.log(
    `  /api/health: ${health.length} comprobaciones, mediana ${fmt(median(health))}, peor ${fmt(worstHealth)} (límite ${HEALTH_LIMIT_MS} ms)`,
  );
  console.log(passed ? 'SUPERADA' : 'NO SUPERADA');
  process.exitCode = passed ? 0 : 1;
} finally {
  child?.kill('SIGTERM');
  await new Promise((r) => (child && child.exitCode === null ? child.once('exit', r) : r()));
  for (const cleanup of cleanups) await cleanup();
}

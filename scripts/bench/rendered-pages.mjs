// bench:web's figures of the pages drawn on the server (issue 34): time to first byte and requests per second at 50
// connections of a rendered page, from the renderer's cache and drawn anew, against today's page composed at
// release, which the shell's server sends as a file. All three through the shell's own server (the edge of
// `npm start`), in the same run, on the same API and releases.
import http from 'node:http';
import autocannon from 'autocannon';
import { envNumber } from './settings.mjs';

const CONNECTIONS = 50;
const SECONDS = envNumber('BENCH_RENDER_SECONDS', 10);
const TTFB_SAMPLES = 30;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from sending the request to its response's first byte (the status line), one at a time. */
function firstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, (res) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const rendered = res.headers['x-render'] ?? 'sin X-Render';
      const cache = res.headers['x-render-cache'] ?? '';
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode, how: `${rendered} ${cache}`.trim() }));
    });
    req.on('error', reject);
  });
}

async function timeToFirstByte(url) {
  const samples = [];
  const how = new Set();
  // Warm: the renderer's first render of a release loads its server build; the cache is filled.
  for (let i = 0; i < 3; i++) await firstByte(url);
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    const one = await firstByte(url);
    if (one.status !== 200) throw new Error(`${url}: ${one.status}`);
    samples.push(one.ms);
    how.add(one.how);
  }
  return { ms: median(samples), how: [...how].join(', ') };
}

async function load(url) {
  const counts = { server: 0, fallback: 0, hit: 0 };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        onResponse: (_status, _body, _context, headers) => {
          const rendered = String(headers['x-render'] ?? '');
          // The API's JSON counts as neither drawn nor cached.
          if (rendered.startsWith('server')) counts.server++;
          else counts.fallback++;
          if (headers['x-render-cache'] === 'hit') counts.hit++;
        },
      },
    ],
  });
  const total = counts.server + counts.fallback;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    renderedShare: total ? counts.server / total : 0,
    hitShare: total ? counts.hit / total : 0,
  };
}

/**
 * Starts two renderers (cache on, RENDER_CACHE_TTL_MS at its default; cache off, 0) and a shell server in front of
 * each, then measures `routes` on them and on `staticShell` (today's server without a renderer).
 */
export async function measureRenderedPages({
  start,
  waitFor,
  apiUrl,
  releasesDir,
  staticShell,
  portBase,
  routes,
}) {
  const variants = [{ name: 'static', label: "today's page composed at release (a file)", url: staticShell }];
  for (const [i, [name, label, ttl]] of [
    ['uncached', 'rendered, cache off (RENDER_CACHE_TTL_MS=0)', '0'],
    ['cached', 'rendered, from the cache (30 s)', '30000'],
  ].entries()) {
    const renderPort = portBase + i * 2;
    const shellPort = portBase + i * 2 + 1;
    start(
      [
        'dist/shell-prerender/render-server.cjs',
        ...[
          '--port',
          String(renderPort),
          '--releases',
          releasesDir,
          '--shell',
          'dist/shell',
          '--api',
          apiUrl,
        ],
      ],
      { RENDER_CACHE_TTL_MS: ttl, PUBLIC_URL: staticShell },
    );
    start([
      'scripts/serve-static.mjs',
      ...['--dir', 'dist/shell', '--port', String(shellPort), '--spa', '--api', apiUrl],
      ...['--releases', releasesDir, '--render', `http://127.0.0.1:${renderPort}`],
    ]);
    await waitFor(`http://127.0.0.1:${renderPort}/readyz`);
    await waitFor(`http://127.0.0.1:${shellPort}/`);
    variants.push({ name, label, url: `http://127.0.0.1:${shellPort}` });
  }
  // The cached renderer caches only once its feed of the API's changes is up.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rows = [];
  // The board's first page as the API answers it (what the page's own request asks), for the cache's purpose:
  // the board served faster than the API answers it.
  const api = { name: 'api', label: "the API's answer for it (GET /api/projects?limit=12&offset=0)" };
  for (const route of routes) {
    const withApi =
      route === '/projects'
        ? [...variants, { ...api, url: apiUrl, path: '/api/projects?limit=12&offset=0' }]
        : variants;
    for (const variant of withApi) {
      const url = `${variant.url}${variant.path ?? route}`;
      const ttfb = await timeToFirstByte(url);
      const loaded = await load(url);
      const row = { route, variant: variant.name, label: variant.label, ttfb, ...loaded };
      rows.push(row);
      console.log(
        `Render ${route} ${variant.name}: TTFB ${ttfb.ms.toFixed(1)} ms (${ttfb.how}); ${CONNECTIONS} conexiones ${SECONDS} s: ${Math.round(loaded.rps)} peticiones/s, latencia p50 ${loaded.p50} ms p99 ${loaded.p99} ms, dibujadas en el servidor ${(loaded.renderedShare * 100).toFixed(1)} %, de la caché ${(loaded.hitShare * 100).toFixed(1)} %, errores ${loaded.non2xx}`,
      );
    }
  }
  // The edge with the cached renderer stays up: bench-web runs Lighthouse on the rendered pages through it.
  const renderedShell = variants.find((v) => v.name === 'cached').url;
  return { rows, connections: CONNECTIONS, seconds: SECONDS, samples: TTFB_SAMPLES, renderedShell };
}

/** The Markdown of the figures, for BENCHMARKS.md. */
export function renderedPagesMarkdown({ rows, connections, seconds, samples }, { when, load }) {
  return [
    `Pages drawn on the server (issue 34), measured ${when} UTC in the same run, through the shell's own server (the edge of \`npm start\`) on the same API (demo data, PGlite) and releases; load average ${load}. Time to first byte: median of ${samples} requests one at a time, after 3 to warm. Throughput: autocannon, ${connections} connections for ${seconds} s; "drawn" is the share of answers the renderer drew (the rest: today's page, after a decline or the 6 s the edge waits), "cached" the share served from the renderer's cache.`,
    '',
    '| route | served as | TTFB | requests/s | latency p50 | latency p99 | drawn | cached | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.label} | ${r.ttfb.ms.toFixed(1)} ms | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${(r.renderedShare * 100).toFixed(1)} % | ${(r.hitShare * 100).toFixed(1)} % | ${r.non2xx} |`,
    ),
  ].join('\n');
}

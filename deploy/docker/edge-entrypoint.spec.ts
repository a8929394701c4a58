// The edge image's process (edge-entrypoint.sh) with Debian's nginx and the configuration the image renders, no
// Docker: it waits until the API pods' name has an address, starts nginx, reloads it when the name's addresses
// change (a rollout, the autoscaler), and stops on SIGTERM. The name is looked up as in a pod, through
// /etc/hosts: this test gives the script a mount namespace of its own (unshare, as root) with a hosts file it
// rewrites, and two stand-in API pods on 127.0.0.2 and 127.0.0.3.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from '../nginx/render.mjs';
import { EDGE_IN_CLUSTER } from '../k8s/render.mjs';
import { freePort } from '../../scripts/free-port.mjs';

const ROOT = path.resolve(__dirname, '../..');
const ENTRYPOINT = path.join(ROOT, 'deploy/docker/edge-entrypoint.sh');
const POD_A = '127.0.0.2';
const POD_B = '127.0.0.3';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pod(address: string, port: () => number) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ pod: address }));
  });
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port(), address, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Which pod answered GET /api/echo through the edge, or null while it cannot. */
async function answeredBy(port: number): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/echo`);
    return res.ok ? ((await res.json()) as { pod: string }).pod : null;
  } catch {
    return null;
  }
}

/** The pods that answered `times` requests through the edge. */
async function podsAnswering(port: number, times = 12): Promise<Set<string | null>> {
  const seen = new Set<string | null>();
  for (let i = 0; i < times; i++) seen.add(await answeredBy(port));
  return seen;
}

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`No pasó en ${ms} ms: ${what}`);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-entrypoint-'));
const hosts = path.join(dir, 'hosts');
let edgePort = 0;
let podPort = 0;
const pods = [pod(POD_A, () => podPort), pod(POD_B, () => podPort)];
let entrypoint: ChildProcess | undefined;
// The script's stderr, a file: nginx opens /dev/stderr by path, which fails on the socket a pipe would be.
const stderrFile = path.join(dir, 'entrypoint.err');
const stderr = () => readFileSync(stderrFile, 'utf8');

/** The hosts file the script's namespace sees: rewritten in place (the bind mount follows the file, not its name). */
function podsAre(addresses: string[]) {
  // The renderers' Service resolves as in a cluster (none listens: the edge serves today's pages).
  const lines = ['127.0.0.1 localhost', '127.0.0.1 renderer', ...addresses.map((a) => `${a} api-pods`)];
  writeFileSync(hosts, `${lines.join('\n')}\n`);
}

beforeAll(async () => {
  expect(process.getuid?.()).toBe(0); // unshare --mount and the bind mount need root (CI runs as root)
  const ensure = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-nginx.mjs')], {
    encoding: 'utf8',
  });
  expect(ensure.status).toBe(0);
  chmodSync(dir, 0o755);
  edgePort = await freePort();
  podPort = await freePort();
  // As the image renders it (deploy/docker/edge.Dockerfile), with its ports, run folder and logs made local.
  const conf = renderNginxConfig({
    ...EDGE_IN_CLUSTER,
    listen: edgePort,
    upstreams: [`api-pods:${podPort}`],
    runDir: dir,
    logs: 'files',
  });
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  for (const p of pods) await p.listen();
  podsAre([]);
  const err = openSync(stderrFile, 'a');
  entrypoint = spawn(
    'unshare',
    ['--mount', 'sh', '-c', `mount --bind "${hosts}" /etc/hosts && exec sh "${ENTRYPOINT}"`],
    {
      env: {
        ...process.env,
        NGINX_CONF: path.join(dir, 'nginx.conf'),
        NGINX_RUN_DIR: dir,
        API_PODS_HOST: 'api-pods',
        RESOLVE_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'ignore', err],
    },
  );
  closeSync(err);
});

afterAll(async () => {
  if (entrypoint && entrypoint.exitCode === null) entrypoint.kill('SIGKILL');
  // nginx may outlive a killed script: stop it by its pid file.
  let pid = 0;
  try {
    pid = Number(readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim());
  } catch {
    // nginx removed it on its way out
  }
  if (pid) spawnSync('kill', ['-QUIT', String(pid)]);
  await Promise.all(pods.map((p) => p.close()));
  rmSync(dir, { recursive: true, force: true });
});

it('waits for the pods’ first address, follows them as they change, and stops on SIGTERM', async () => {
  await until(async () => stderr().includes('esperando a que api-pods tenga direcciones'), 5_000, 'espera');
  expect(await answeredBy(edgePort)).toBeNull();

  podsAre([POD_A]);
  await until(async () => (await answeredBy(edgePort)) === POD_A, 10_000, 'nginx arranca hacia A');

  // A rollout adds a pod: nginx is reloaded and sends to both.
  podsAre([POD_A, POD_B]);
  await until(
    async () => (await podsAnswering(edgePort)).size === 2,
    10_000,
    'nginx recargado reparte entre A y B',
  );
  expect(await podsAnswering(edgePort)).toEqual(new Set([POD_A, POD_B]));
  expect(stderr()).toContain('recargando nginx');

  // The old pod goes: only B from then on.
  podsAre([POD_B]);
  await until(
    async () => {
      const seen = await podsAnswering(edgePort);
      return seen.size === 1 && seen.has(POD_B);
    },
    10_000,
    'solo B',
  );

  const child = entrypoint as ChildProcess;
  child.kill('SIGTERM');
  expect(child.exitCode ?? (await once(child, 'exit'))[0]).toBe(0);
  await until(async () => (await answeredBy(edgePort)) === null, 5_000, 'nginx parado');
}, 60_000);

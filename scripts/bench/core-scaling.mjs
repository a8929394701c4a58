// How much the machine's cores give when they are busy together, for bench:topology. The same CPU-bound work (the
// JSON of a board page, serialized and parsed again, as the API does per request) in one process alone, then in one
// process per core at once: on independent cores each of those runs as fast as the one alone (100 %). On a virtual
// machine whose cores share a physical core or a busy host, each runs slower, and no number of API processes can
// then give more than one core's worth of work per core that is added.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const WORK = `
  const page = Array.from({ length: 12 }, (_, i) => ({
    id: 1000000 - i, userId: i, renovationType: 'Reforma integral', timeline: 'En 1 mes', postalCode: '28013',
    city: 'Madrid', description: 'Reforma de cocina y baño con cambio de suelos y alicatado '.repeat(3),
    phone: null, createdAt: new Date(0).toISOString(), closedAt: null,
  }));
  const end = Date.now() + Number(process.argv[1]);
  let rounds = 0;
  while (Date.now() < end) { JSON.parse(JSON.stringify(page)); rounds++; }
  console.log(rounds);`;

function rate(ms) {
  const child = spawn(process.execPath, ['-e', WORK, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0 ? resolve(Number(out) / (ms / 1000)) : reject(new Error(`core-scaling: ${code}`)),
    ),
  );
}

/**
 * `{ cores, alone, together, ratio }`: rounds a second of one process alone and of each of one process per core at
 * once (the slowest of them), and together / alone.
 */
export async function coreScaling(ms = 3000) {
  const cores = availableParallelism();
  const alone = await rate(ms);
  const together = Math.min(...(await Promise.all(Array.from({ length: cores }, () => rate(ms)))));
  return { cores, alone, together, ratio: together / alone };
}

// The API's container image (deploy/docker/api.Dockerfile) without Docker, which these machines do not run: its
// stages' own commands, read from the Dockerfile, in a folder instead of a container. What it catches: a package
// the bundle needs at run time that is only a devDependency (the image installs production dependencies only), a
// bundle that does not start from the image's layout, a HEALTHCHECK or a migrate command that does not work.
// What it cannot: the base image, the file ownership and the user, which only a real build shows.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const DOCKERFILE = 'deploy/docker/api.Dockerfile';
const MIGRATE_JOB = 'deploy/k8s/migrate-job.yaml';

/** The Dockerfile's instructions, continuation lines joined, comments left out: [{ stage, instruction, args }]. */
function instructions(file) {
  const text = readFileSync(file, 'utf8').replace(/\\\n\s*/g, ' ');
  let stage = '';
  const list = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, instruction, args] = match;
    if (instruction === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '';
    list.push({ stage, instruction, args });
  }
  return list;
}

function one(list, stage, instruction, test = () => true) {
  const found = list.filter((i) => i.stage === stage && i.instruction === instruction && test(i.args));
  if (found.length !== 1)
    throw new Error(`${DOCKERFILE}: se esperaba un ${instruction} en la etapa ${stage}`);
  return found[0].args;
}

function sh(command, cwd) {
  const run = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}\n${run.stdout}\n${run.stderr}`);
}

/** `node …` as the image runs it, with this machine's Node (the same version: scripts/ensure-node.mjs). */
function nodeCommand(args) {
  if (args[0] !== 'node') throw new Error(`Se esperaba un comando node: ${JSON.stringify(args)}`);
  return [process.execPath, args.slice(1)];
}

/**
 * Lays the image's runtime stage out in `dir` from this checkout (dist/api must be built): the manifests the build
 * stage copies, the deps stage's install, the bundle. Returns how to run what the image and the Job run.
 */
export function apiImageLayout(dir) {
  const list = instructions(DOCKERFILE);
  // The build stage copies the workspaces' manifests into /manifests: the same command, into `dir`.
  const manifests = one(list, 'build', 'RUN', (args) => args.includes('/manifests'));
  mkdirSync(dir, { recursive: true });
  sh(manifests.replaceAll('/manifests', path.join(dir, 'manifests')), process.cwd());
  const app = path.join(dir, 'manifests');
  // The deps stage's install, as written (production dependencies only).
  sh(one(list, 'deps', 'RUN'), app);
  cpSync('dist/api', path.join(app, 'dist/api'), { recursive: true });
  const env = Object.fromEntries(
    one(list, 'runtime', 'ENV')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
  const cmd = JSON.parse(one(list, 'runtime', 'CMD'));
  const healthcheck = JSON.parse(/\bCMD\s+(\[.*\])\s*$/.exec(one(list, 'runtime', 'HEALTHCHECK'))[1]);
  const job = parse(readFileSync(MIGRATE_JOB, 'utf8'));
  const migrate = job.spec.template.spec.containers[0].command;
  return {
    dir: app,
    env,
    /** Starts the image's CMD with its ENV and `extraEnv`; the child process. */
    start(extraEnv, log) {
      const [command, args] = nodeCommand(cmd);
      return spawn(command, args, {
        cwd: app,
        env: { ...process.env, ...env, ...extraEnv },
        stdio: ['ignore', log, log],
      });
    },
    /** Runs the Job's migrate command; its exit status and output. */
    migrate(extraEnv) {
      const [command, args] = nodeCommand(migrate);
      return spawnSync(command, args, {
        cwd: app,
        env: { ...process.env, ...env, ...extraEnv },
        encoding: 'utf8',
      });
    },
    /** Runs the image's HEALTHCHECK command; its exit status. */
    healthcheck(extraEnv) {
      const [command, args] = nodeCommand(healthcheck);
      return spawnSync(command, args, { cwd: app, env: { ...process.env, ...env, ...extraEnv } }).status;
    },
  };
}

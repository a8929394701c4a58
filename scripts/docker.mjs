// Docker for `npm run test:images`: the machine's daemon when one answers, else Debian's docker.io started here for
// the run (as root, like nginx and Chromium: scripts/apt.mjs), with its own socket and a data folder that outlives
// the run so the base images and layers are built once per machine. Without its default bridge or iptables rules
// (a minimal machine has no iptables): builds use the host's network, the test's containers an internal network of
// their own, which needs no address translation.
//
// The base images: the ones the Dockerfiles name (node:<version>-bookworm-slim, debian:bookworm-slim) when the
// daemon has or can pull them. These machines reach npm's registry and Debian's mirrors but no container registry,
// so then a stand-in is built from those two: Debian bookworm by debootstrap, plus for Node the binary of the
// Node.js running this script, which must be the Dockerfile's version (scripts/ensure-node.mjs fetches that one
// from npm's registry when the machine's is another), npm from npm's registry, and the `node` user (uid 1000) of
// the official image. The Dockerfiles take them as build arguments, unchanged.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot } from './apt.mjs';

const OWN_SOCKET = '/run/reformas-docker/docker.sock';
const OWN_DATA = '/var/lib/reformas-docker';
const DEBIAN_CLIENT = '/usr/bin/docker';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The default of `ARG <name>=…` in a Dockerfile. */
export function dockerfileArg(file, name) {
  const match = new RegExp(`^ARG ${name}=(\\S+)$`, 'm').exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: sin ARG ${name}`);
  return match[1];
}

/**
 * A Docker daemon to talk to: `{ bin, version, run(args, options) → spawnSync result, ok(args) → stdout or throws,
 * stop() }`. `stop()` ends the daemon only if this run started it. The options exist for the test of the path a
 * fresh machine takes (scripts/docker.spec.ts): where Debian's client lands, how packages are installed, the
 * daemon's program, socket and folders.
 */
export async function ensureDocker({
  debianClient = DEBIAN_CLIENT,
  install = () => aptInstall(['docker.io'], { why: 'Docker (docker.io)' }),
  dockerd = 'dockerd',
  socket = OWN_SOCKET,
  dataRoot = OWN_DATA,
  runRoot = path.dirname(OWN_SOCKET),
  env = process.env,
} = {}) {
  const probe = (bin, args) => spawnSync(bin, args, { encoding: 'utf8', env });
  if (probe('docker', ['version', '--format', '{{.Server.Version}}']).status === 0) {
    const machine = client(chooseClient({ debianClient, env }), [], null, env);
    console.log(`Docker: el demonio de esta máquina, con el cliente ${describe(machine)}`);
    return machine;
  }
  if (probe(dockerd, ['--version']).error) {
    if (!isRoot())
      throw new Error(
        'test:images necesita Docker: un demonio al que llegue `docker`, o ejecutarlo como root para instalar ' +
          'y arrancar el de Debian (docker.io).',
      );
    if (!install()) throw new Error('No se pudo instalar docker.io.');
  }
  // Chosen only now, after the install: docker.io brings its own client, of the daemon's version, whose BuildKit
  // is built in. A newer client found first on the PATH (Docker 28 at /usr/local/bin) needs the buildx plugin to
  // build, which that machine may lack and Debian's package does not carry.
  const own = client(chooseClient({ debianClient, env }), ['-H', `unix://${socket}`], null, env);
  if (own.run(['version']).status === 0) {
    console.log(`Docker: el demonio ya arrancado en ${socket}, con el cliente ${describe(own)}`);
    return own;
  }
  mkdirSync(runRoot, { recursive: true });
  mkdirSync(dataRoot, { recursive: true });
  const log = openSync(path.join(dataRoot, 'dockerd.log'), 'a');
  const daemon = spawn(
    dockerd,
    [
      '-H',
      `unix://${socket}`,
      '--data-root',
      dataRoot,
      '--exec-root',
      path.join(runRoot, 'exec'),
      '--pidfile',
      path.join(runRoot, 'dockerd.pid'),
      '--bridge=none',
      '--iptables=false',
      '--ip-masq=false',
    ],
    { stdio: ['ignore', log, log], env },
  );
  closeSync(log);
  const started = client(own.bin, own.prefix, daemon, env);
  for (const deadline = Date.now() + 60_000; own.run(['version']).status !== 0; await sleep(250)) {
    if (!running(daemon) || Date.now() > deadline) {
      // Not left behind for a later run to find half-started.
      await started.stop();
      throw new Error(`dockerd no arrancó (registro en ${dataRoot}/dockerd.log)`);
    }
  }
  console.log(
    `Docker: dockerd arrancado para esta ejecución (${socket}, datos en ${dataRoot}), con el cliente ${describe(started)}`,
  );
  return started;
}

/** "cliente <path> <version>, demonio <version>", for the run's log. */
function describe(docker) {
  const server = docker.run(['version', '--format', '{{.Server.Version}}']).stdout?.trim();
  return `${docker.bin} ${clientVersion(docker.bin, docker.env) ?? '?'} (demonio ${server || '?'})`;
}

/** The client's own version ("28.2.2"), from `docker --version`, which needs no daemon; null if it does not run. */
function clientVersion(bin, env) {
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8', env });
  return out.status === 0 ? (/version (\d+\.\d+\.\d+)/i.exec(out.stdout)?.[1] ?? null) : null;
}

/**
 * The first client that can build with BuildKit: Debian's (when installed) before every `docker` on the PATH. A
 * client before 23.0 has BuildKit built in; from 23.0 `docker build` with BuildKit needs the buildx plugin, so such
 * a client counts only if `docker buildx version` answers.
 */
export function chooseClient({ debianClient = DEBIAN_CLIENT, env = process.env } = {}) {
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'docker'))
    .filter((file) => existsSync(file));
  const candidates = [...new Set([...(existsSync(debianClient) ? [debianClient] : []), ...onPath])];
  const refused = [];
  for (const bin of candidates) {
    const version = clientVersion(bin, env);
    if (!version) continue;
    if (Number(version.split('.')[0]) < 23) return bin;
    if (spawnSync(bin, ['buildx', 'version'], { encoding: 'utf8', env }).status === 0) return bin;
    refused.push(`${bin} ${version} (sin buildx)`);
  }
  throw new Error(
    `Ningún cliente de Docker puede construir con BuildKit: ${refused.join(', ') || 'no hay ninguno'}. ` +
      'Instala docker.io (apt-get install -y docker.io) o el plugin buildx.',
  );
}

const running = (child) => child.exitCode === null && child.signalCode === null;

function client(bin, prefix, daemon, env = process.env) {
  const run = (args, options = {}) =>
    spawnSync(bin, [...prefix, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env, ...options });
  return {
    bin,
    prefix,
    env,
    run,
    ok(args, options) {
      const result = run(args, options);
      if (result.status !== 0)
        throw new Error(
          `docker ${args.join(' ')} → ${result.status}\n${result.stdout ?? ''}${result.stderr ?? ''}`,
        );
      return (result.stdout ?? '').trim();
    },
    /** Stops the daemon if this run started it. */
    async stop() {
      if (!daemon || !running(daemon)) return;
      const exited = new Promise((resolve) => daemon.once('exit', resolve));
      daemon.kill('SIGTERM');
      await exited;
    },
  };
}

/** `name` if the daemon has it or can pull it (within a minute), else null. */
function available(docker, name) {
  if (docker.run(['image', 'inspect', name]).status === 0) return name;
  return docker.run(['pull', name], { timeout: 60_000 }).status === 0 ? name : null;
}

/**
 * The base images to build with: `{ debian, node, standIns }`, where `node` is `nodeImage` (node:<version>-…) or
 * its stand-in, and `standIns` says which are stand-ins.
 */
export function baseImages(docker, { nodeImage, debianImage }) {
  const standIns = [];
  let debian = available(docker, debianImage);
  if (!debian) {
    debian = `reformas-local/${debianImage}`;
    if (docker.run(['image', 'inspect', debian]).status !== 0) buildDebian(docker, debian);
    standIns.push(`${debianImage} → ${debian} (debootstrap de ${DEBIAN_MIRROR})`);
  }
  let node = available(docker, nodeImage);
  if (!node) {
    node = `reformas-local/${nodeImage}`;
    if (docker.run(['image', 'inspect', node]).status !== 0) buildNode(docker, node, nodeImage, debian);
    standIns.push(
      `${nodeImage} → ${node} (la anterior con Node.js ${process.versions.node} y npm del registro npm)`,
    );
  }
  return { debian, node, standIns };
}

function buildDebian(docker, tag) {
  if (spawnSync('debootstrap', ['--version']).error && !aptInstall(['debootstrap']))
    throw new Error('No se pudo instalar debootstrap.');
  const work = mkdtempSync(path.join(tmpdir(), 'debian-image-'));
  const root = path.join(work, 'rootfs');
  const tarball = path.join(work, 'rootfs.tar');
  try {
    const strap = spawnSync('debootstrap', ['--variant=minbase', 'bookworm', root, DEBIAN_MIRROR], {
      encoding: 'utf8',
    });
    if (strap.status !== 0) throw new Error(`debootstrap falló:\n${strap.stdout}${strap.stderr}`);
    // As the official slim image: no package lists or downloaded packages (an image runs apt-get update first).
    rmSync(path.join(root, 'var/lib/apt/lists'), { recursive: true, force: true });
    mkdirSync(path.join(root, 'var/lib/apt/lists/partial'), { recursive: true });
    const archives = path.join(root, 'var/cache/apt/archives');
    for (const file of readdirSync(archives).filter((name) => name.endsWith('.deb')))
      rmSync(path.join(archives, file));
    const tar = spawnSync('tar', ['-C', root, '-cf', tarball, '.'], { encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`tar falló: ${tar.stderr}`);
    docker.ok(['import', '--change', 'CMD ["bash"]', tarball, tag]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function buildNode(docker, tag, officialName, debian) {
  const version = /^node:(\d+\.\d+\.\d+)-/.exec(officialName)?.[1];
  if (version !== process.versions.node)
    throw new Error(`${officialName} pide Node.js ${version}; este proceso es ${process.versions.node}`);
  const context = mkdtempSync(path.join(tmpdir(), 'node-image-'));
  try {
    copyFileSync(process.execPath, path.join(context, 'node'));
    const packed = spawnSync('npm', ['pack', 'npm@10', '--silent'], { cwd: context, encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm pack npm@10 falló: ${packed.stderr}`);
    const npmTarball = packed.stdout.trim().split('\n').pop();
    // The machine's certificate authorities, where its npm is told to trust more than the public ones (a proxy
    // in front of the registry): the image's npm has to reach the same registry.
    const cafile = process.env.NODE_EXTRA_CA_CERTS;
    const trust = cafile && existsSync(cafile);
    if (trust) copyFileSync(cafile, path.join(context, 'ca.crt'));
    writeFileSync(
      path.join(context, 'Dockerfile'),
      [
        `FROM ${debian}`,
        'COPY node /usr/local/bin/node',
        `ADD ${npmTarball} /usr/local/lib/node_modules/`,
        'RUN mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \\',
        ' && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
        ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
        ' && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
        ...(trust
          ? [
              'COPY ca.crt /usr/local/share/reformas-ca.crt',
              'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/reformas-ca.crt NPM_CONFIG_CAFILE=/usr/local/share/reformas-ca.crt',
            ]
          : []),
        'CMD ["node"]',
        '',
      ].join('\n'),
    );
    docker.ok(['build', '--network', 'host', '-q', '-t', tag, context], { env: buildEnv() });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The environment of `docker build`: BuildKit, which reads each Dockerfile's own .dockerignore. */
export const buildEnv = () => ({ ...process.env, DOCKER_BUILDKIT: '1' });

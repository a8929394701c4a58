// The path a fresh machine takes to Docker (scripts/docker.mjs): a newer client first on the PATH (Docker 28
// without the buildx plugin), no Debian client and no daemon until docker.io is installed. Fake programs stand in
// for the clients and the daemon, each answering as the real one does, so the choice is what is tested.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDocker } from './docker.mjs';

let root: string;
let env: NodeJS.ProcessEnv;
const bin = () => path.join(root, 'bin');
const debianClient = () => path.join(root, 'debian', 'docker');
const running = () => path.join(root, 'daemon-running');

function program(file: string, body: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

// Docker 28's client as shipped without buildx: no daemon answers it, and BuildKit builds stop.
const newerClient = `
case "$*" in
  --version) echo "Docker version 28.2.2, build e6534b4" ;;
  *buildx*) echo "docker: unknown command: docker buildx" >&2; exit 1 ;;
  *build*) echo "ERROR: BuildKit is enabled but the buildx component is missing or broken." >&2; exit 1 ;;
  *) echo "Cannot connect to the Docker daemon" >&2; exit 1 ;;
esac`;

// Debian's docker.io client (20.10, BuildKit built in): answers once the fake daemon runs.
const debianClientProgram = (marker: string) => `
case "$*" in
  --version) echo "Docker version 20.10.24+dfsg1, build 297e128" ;;
  *) /usr/bin/test -e "${marker}" || { echo "Cannot connect to the Docker daemon" >&2; exit 1; }
     case "$*" in *Server.Version*) echo "20.10.24+dfsg1" ;; *build*) echo "built" ;; esac ;;
esac`;

const fakeDaemon = (marker: string) => `
[ "$1" = "--version" ] && { echo "Docker version 20.10.24+dfsg1"; exit 0; }
/usr/bin/touch "${marker}"
trap '/usr/bin/rm -f "${marker}"; exit 0' TERM
while true; do /usr/bin/sleep 0.1; done`;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docker-choice-'));
  program(path.join(bin(), 'docker'), newerClient);
  // Only the fake programs (which call what they need by its full path): no real docker or dockerd is found.
  env = { ...process.env, PATH: bin() };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const options = (install: () => boolean) => ({
  debianClient: debianClient(),
  install,
  socket: path.join(root, 'run', 'docker.sock'),
  dataRoot: path.join(root, 'data'),
  runRoot: path.join(root, 'run'),
  env,
});

describe('ensureDocker on a fresh machine', () => {
  it('drives the daemon it installs with that package’s client, not the newer one first on the PATH', async () => {
    let installed = false;
    const docker = await ensureDocker(
      options(() => {
        // What apt-get install docker.io leaves: Debian's client and the daemon on the PATH.
        program(debianClient(), debianClientProgram(running()));
        program(path.join(bin(), 'dockerd'), fakeDaemon(running()));
        installed = true;
        return true;
      }),
    );
    try {
      expect(installed).toBe(true);
      expect(docker.bin).toBe(debianClient());
      expect(docker.run(['build', '.']).status).toBe(0);
    } finally {
      await docker.stop();
    }
    expect(existsSync(running())).toBe(false);
  });

  it('says which client is missing what, instead of a build that stops later, when none can build', async () => {
    await expect(
      ensureDocker(
        options(() => {
          program(path.join(bin(), 'dockerd'), fakeDaemon(running()));
          return true;
        }),
      ),
    ).rejects.toThrow(/28\.2\.2 \(sin buildx\)/);
  });
});

// A TCP port free on 127.0.0.1 at this moment, for a server a test or a probe is about to start: the one way the
// tests, probes and deploy checks pick their ports.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

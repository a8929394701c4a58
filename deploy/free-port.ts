import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 at this moment, for a server a deploy test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

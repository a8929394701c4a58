// One HTTP request as a browser sends it, for the servers' tests (the static server, the edge): the raw path (no
// normalisation), the raw answer (no decoding), a connection of its own.
import http from 'node:http';

export function rawCall(base, rawPath, { method = 'GET', headers = {}, body } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

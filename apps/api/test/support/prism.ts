import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';
import { untilAnswers } from '../../../../scripts/until-answers.mjs';

const ROOT = resolve(__dirname, '../../../..');
const PRISM = join(ROOT, 'node_modules/.bin/prism');

/** One answer that Stoplight Prism found at odds with the OpenAPI document (its `sl-violations` header). */
type Violation = { method: string; path: string; status: number; location: string; message: string };

type PrismViolation = { location?: string[]; severity?: string; message?: string };

/**
 * The API behind Stoplight Prism's validating proxy, with the document the API itself serves (/api/docs-json):
 * Prism checks every request and answer that passes through it against that document and says what does not
 * match in a `sl-violations` header. A small recorder in front reads that header with the method, path and status
 * it belongs to, so that a violation is known by the exchange that caused it, not by Prism's interleaved log.
 *
 * What counts (`violations()`): every violation of an answer (a status, header or body the document does not
 * describe), and a violation of a request the API accepted (below 400): the document refuses what the API takes.
 * A request the API refused is a test sending bad input on purpose, which Prism rightly flags too. Images (their
 * uploads, /api/media, the logo's redirect) pass by Prism, which alters binary bodies and follows redirects.
 */
export async function startPrismProxy(apiUrl: string, scratchDir: string) {
  const document = await (await fetch(`${apiUrl}/api/docs-json`)).text();
  const documentFile = join(scratchDir, 'openapi.json');
  writeFileSync(documentFile, document);
  const prismPort = await freePort();
  const prism = spawn(
    PRISM,
    ['proxy', documentFile, apiUrl, '--host', '127.0.0.1', '--port', String(prismPort), '--errors', 'false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let prismOutput = '';
  prism.stdout?.on(
    'data',
    (chunk: Buffer) => (prismOutput = (prismOutput + chunk.toString()).slice(-20_000)),
  );
  prism.stderr?.on(
    'data',
    (chunk: Buffer) => (prismOutput = (prismOutput + chunk.toString()).slice(-20_000)),
  );
  const exited = new Promise((resolveExit) => prism.once('exit', resolveExit));

  const found: Violation[] = [];
  const api = new URL(apiUrl);
  const recorder: Server = createServer((req, res) => {
    // Prism reads a body as text and sends it on altered: an image, uploaded or served, goes directly, unchecked;
    // so does a logo's address, a 302 that Prism would follow (answering the image itself), and a quote's PDF.
    const path = req.url ?? '';
    const binary =
      String(req.headers['content-type'] ?? '').startsWith('image/') ||
      path.startsWith('/api/media/') ||
      /^\/api\/users\/[^/]+\/logo$/.test(path) ||
      /^\/api\/quotes\/[^/]+\/pdf$/.test(path);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: binary ? Number(api.port) : prismPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        const header = answer.headers['sl-violations'];
        if (typeof header === 'string') {
          for (const v of JSON.parse(header) as PrismViolation[]) {
            const location = (v.location ?? []).join('.');
            if (location.startsWith('request') && status >= 400) continue;
            found.push({
              method: req.method ?? '',
              path: req.url ?? '',
              status,
              location,
              message: v.message ?? '',
            });
          }
        }
        const headers = { ...answer.headers };
        delete headers['sl-violations'];
        res.writeHead(status, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolveListen) => recorder.listen(port, '127.0.0.1', resolveListen));
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilAnswers(`http://127.0.0.1:${prismPort}/api/health`, { child: prism, deadlineMs: 60_000 });
  } catch (error) {
    prism.kill('SIGKILL');
    recorder.close();
    throw new Error(`Prism did not start: ${(error as Error).message}\n${prismOutput}`, { cause: error });
  }
  return {
    url,
    violations: () => [...found],
    stop: async () => {
      recorder.closeAllConnections();
      recorder.close();
      if (prism.exitCode === null) {
        prism.kill('SIGTERM');
        await exited;
      }
    },
  };
}

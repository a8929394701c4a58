import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../../scripts/free-port.mjs';
import { startPrismProxy } from './support/prism';

// The API suite's check against the OpenAPI document (API_VIA_PRISM=1 in `npm test`) is only worth something if
// it does flag what the document leaves out: here a small server whose document says less than it answers.
const DOCUMENT = {
  openapi: '3.0.0',
  info: { title: 'prueba', version: '1' },
  paths: {
    '/api/health': { get: { responses: { '200': { description: 'ok' } } } },
    '/api/things': {
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        responses: {
          '201': {
            description: 'creada',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
              },
            },
          },
          '400': { description: 'no válida' },
        },
      },
    },
  },
};

describe("Prism's validating proxy in front of the API tests", () => {
  let server: Server;
  let scratch: string;
  let prism: Awaited<ReturnType<typeof startPrismProxy>>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (req.url === '/api/docs-json') return json(200, DOCUMENT);
        if (req.url === '/api/health') return json(200, { ok: true });
        const sent = JSON.parse(body || '{}') as { name?: unknown; status?: number };
        // What the test asks for: an answer the document describes, or one it does not.
        if (sent.status === 418) return json(418, { message: 'soy una tetera' });
        if (sent.status === 400) return json(400, { message: 'no' });
        return json(201, { id: sent.name === 'texto' ? 'no-es-un-número' : 7 });
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    scratch = mkdtempSync(join(tmpdir(), 'prism-'));
    prism = await startPrismProxy(`http://127.0.0.1:${port}`, scratch);
  }, 90_000);

  afterAll(async () => {
    await prism?.stop();
    server?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('passes what the document describes, and flags an undocumented status, a wrong body and a request it refuses', async () => {
    await request(prism.url).post('/api/things').send({ name: 'Ana' }).expect(201);
    expect(prism.violations()).toEqual([]);

    // A request the server refused (400) may break the document: that is the test's bad input, not a finding.
    await request(prism.url).post('/api/things').send({ status: 400 }).expect(400);
    expect(prism.violations()).toEqual([]);

    await request(prism.url).post('/api/things').send({ name: 'Ana', status: 418 }).expect(418);
    await request(prism.url).post('/api/things').send({ name: 'texto' }).expect(201);
    // Accepted without the name the document requires: the document refuses what the server takes.
    await request(prism.url).post('/api/things').send({ other: true }).expect(201);
    const found = prism.violations().map((v) => `${v.status} ${v.location}`);
    expect(found).toEqual(['418 response', '201 response.body.id', '201 request.body']);
  });
});

import request from 'supertest';
import { useTestApi } from './support/test-api';

// `npm start` logs in the pretty format: its banner (URLs, demo accounts) must not scroll away under Nest's
// start-up chatter (about a hundred lines) or six lines per request.
describe('the readable log of npm start (LOG_FORMAT=pretty)', () => {
  const api = useTestApi({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
  const lines = () => api.api.output().split('\n').filter(Boolean);

  it('starts in a handful of lines', () => {
    expect(lines().length).toBeLessThanOrEqual(12);
    expect(api.api.output()).not.toMatch(/Mapped \{|dependencies initialized/);
  });

  it('writes one line per request: method, route, status and time', async () => {
    await request(api.url).get('/api/projects/999999').expect(404);
    // The transport writes asynchronously: wait for the line.
    for (let i = 0; i < 50 && !api.api.output().includes('/api/projects/:id'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const requestLines = lines().filter((line) => line.includes('/api/projects'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/INFO: petición GET \/api\/projects\/:id 404 \(\d+(\.\d+)? ms\)$/);
    // No key-per-line blocks under a request (reqId, method, route… each on its own line).
    expect(lines().filter((line) => /^\s+(reqId|method|route|status|ms):/.test(line))).toEqual([]);
  });
});

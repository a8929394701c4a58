// The renderer's end of GET /api/public-changes: one stream kept open to the API (any of its processes: each
// hears every write through LISTEN/NOTIFY), reopened when it drops. Its `change` events drop cached pages; the
// cache is used only between a `ready` and the next `stale`, error or drop, so a change it could miss is never
// hidden behind a cached page.
import { eventStreamReader } from '../../../../scripts/event-stream.mjs';
import type { PageCache, PublicChange } from './page-cache';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;
/** The API writes a heartbeat every 15 s: a stream silent for longer is dead even if its socket is not. */
const SILENCE_MS = 40_000;

export function followPublicChanges(apiOrigin: string, cache: PageCache): () => void {
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let warned = false;
  let controller: AbortController | undefined;

  const once = async () => {
    controller = new AbortController();
    const abort = controller;
    let silence = setTimeout(() => abort.abort(), SILENCE_MS);
    try {
      const res = await fetch(new URL('/api/public-changes', apiOrigin), {
        headers: { accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(`respuesta ${res.status}`);
      const read = eventStreamReader((frame) => {
        if (frame.event === 'ready') {
          retryMs = RETRY_MIN_MS;
          warned = false;
          cache.setLive(true);
        } else if (frame.event === 'stale') cache.setLive(false);
        else if (frame.event === 'change' && frame.data) {
          try {
            cache.invalidate(JSON.parse(frame.data) as PublicChange);
          } catch {
            // Not a change we can read: dropping everything is always correct.
            cache.clear();
          }
        }
      });
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        clearTimeout(silence);
        silence = setTimeout(() => abort.abort(), SILENCE_MS);
        read(decoder.decode(chunk, { stream: true }));
      }
    } finally {
      clearTimeout(silence);
      cache.setLive(false);
    }
  };

  const loop = async () => {
    while (!stopped) {
      await once().catch((error: unknown) => {
        // Once per outage: while the API starts (npm start) or stays away, one line says the cache is off.
        if (!stopped && !warned)
          console.warn(
            `Cambios de la API no disponibles (${(error as Error)?.message ?? error}): sin caché de páginas hasta que vuelvan`,
          );
        warned = true;
      });
      if (stopped) break;
      await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };
  void loop();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

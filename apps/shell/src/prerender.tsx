// Build-time prerender of `/` (run by tools/postbuild.mjs). Data sections render their loading skeletons; the auth
// state is 'unknown', exactly as the browser's first render, so hydration matches.
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@reformas/web-core';
import { App } from './app';

export { remoteRoutesManifest } from './federation/remote-routes';

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

export async function renderPath(location: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={location}>
      <App />
    </StaticRouter>,
    // Keep Suspense sections in place instead of streaming them to the end with inline scripts.
    { progressiveChunkSize: Infinity },
  );
  return streamToString(prelude);
}

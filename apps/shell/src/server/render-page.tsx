// One page rendered on the server with its data: the shell's App at the address, the remote's page (from its live
// release's server build) in the route's place, and a query client of its own filled by the API's answers.
// react-query's hooks do not fetch during a server render, but they leave their queries in the cache: each pass
// renders, fetches what the render asked for and was not there, and renders again, until nothing new is asked.
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiHttpError, StaticRouter, createQueryClient } from '@reformas/web-core';
import { App } from '../app';
import { ServerRemoteModules } from '../federation/remote-route';
import type { PrerenderedRemoteRoute } from '../federation/remote-routes';

/** Renders beyond this many passes mean a page that keeps asking: what it has is drawn as it is. */
const MAX_PASSES = 4;

export type ServerRemotePage = { route: PrerenderedRemoteRoute; Page: ComponentType };

export type RenderedPage = {
  /** The root's inside. */
  html: string;
  /** The API answers it was drawn from, for the browser's query client (JSON, safe inside a <script>). */
  state: string;
  /** The queries the page asked for that failed (the API refused them, or is down): then it is not served. */
  failed: string[];
  /** The status of a query the API answered 404 or 410: an item the page itself says is missing or gone. */
  refusedWith: (queryKey: readonly unknown[]) => number | undefined;
  queryClient: QueryClient;
};

/** What react-dom/static's prerender wrote, as one string (the build's prerender uses it too). */
export async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
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

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries the last render asked for and nobody has fetched. */
const unfetched = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));

const missingOrGone = (error: unknown) =>
  error instanceof ApiHttpError && (error.status === 404 || error.status === 410) ? error.status : undefined;

/** '<' never closes the script it travels in. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** `sections`: the remote modules a shell page shows as sections of its own (module id -> component). */
export async function renderPage(
  location: string,
  remote?: ServerRemotePage,
  sections: ReadonlyMap<string, ComponentType> = new Map(),
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const modules = new Map<string, ComponentType>([
    ...(remote ? ([[remote.route.module, remote.Page]] as const) : []),
    ...sections,
  ]);
  const tree = (
    <ServerRemoteModules.Provider value={modules}>
      <StaticRouter location={location}>
        <App prerendered={remote?.route ?? null} queryClient={queryClient} />
      </StaticRouter>
    </ServerRemoteModules.Provider>
  );
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { prelude } = await prerender(tree, { progressiveChunkSize: Infinity });
    html = await streamToString(prelude);
    const asked = unfetched(queryClient);
    if (asked.length === 0 || pass === MAX_PASSES - 1) break;
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  }
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries
    .filter((q) => q.state.status === 'error' && missingOrGone(q.state.error) === undefined)
    .map((q) => `${JSON.stringify(q.queryKey)}: ${String(q.state.error)}`);
  const refusedWith = (queryKey: readonly unknown[]) =>
    missingOrGone(queryClient.getQueryState(queryKey)?.error);
  return { html, state: scriptSafeJson(dehydrate(queryClient)), failed, refusedWith, queryClient };
}

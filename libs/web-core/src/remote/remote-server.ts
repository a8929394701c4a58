// What a remote's server build exports (its src/server.ts, built by tools/rspack/remote-server.mjs into
// server/remote.cjs of every release): the routes it lets the shell's renderer draw on the server, each with the
// page component the browser hydrates and the head of that page, and the stylesheets those pages need.
import type { ComponentType } from 'react';

/** What a route's head is computed from: the address and the API answers its page was drawn from. */
export type ServerHeadContext = {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The site's public address ('https://reformasya.es'), for absolute links. */
  origin: string;
  /** The answer the page's query with this key got, or undefined. */
  data: <T>(queryKey: readonly unknown[]) => T | undefined;
  /** The HTTP status the API refused the page's query with this key with (404, 410), or undefined. */
  refusedWith: (queryKey: readonly unknown[]) => number | undefined;
};

export type ServerRoute<Head> = {
  path: string;
  /** The exposed module, as in routes.json: 'ProjectsPage'. */
  module: string;
  Page: ComponentType;
  head: (context: ServerHeadContext) => Head;
};

export type RemoteServerModule<Head> = {
  routes: readonly ServerRoute<Head>[];
  /**
   * Exposed modules the shell shows as a section of a page of its own (its SHELL_SECTIONS: the calculator on
   * /services), by exposed name: drawn on the server in that page.
   */
  sections?: Readonly<Record<string, ComponentType>>;
  /** The stylesheets of these pages, minified, inlined in the page's head. */
  css: string;
};

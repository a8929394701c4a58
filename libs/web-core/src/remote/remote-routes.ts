// A remote's routes as it releases them (routes.json beside its mf-manifest.json, written by its build from
// src/routes.tsx): the shell's router and the release tool read them, so a team adds or changes a route of its
// remote without a shell release.

/** One entry of routes.json. */
export type RemoteRouteEntry = {
  /** A react-router path ('/projects', '/projects/:id'). */
  path: string;
  /** 'mfe_renovation/ProjectsPage': the remote and the module it exposes for the route. */
  module: string;
  /** The page's pending state as HTML, a file of the release ('frames/projects.html'; its CSS beside it, .css). */
  frame?: string;
  /** An API URL the page asks for first: the composed page preloads it with the HTML. */
  preload?: string;
  /**
   * For a route with a parameter: the API URL of the item it shows, with the same parameter ('/api/projects/:id').
   * When it answers 404 the servers answer the page 404 too (scripts/serve-static.mjs).
   */
  exists?: string;
};

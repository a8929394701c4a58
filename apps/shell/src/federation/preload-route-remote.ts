import { preloadRemote } from './load-remote';
import { isPrerenderedHere } from './remote-routes';

// A prerendered route that a remote fills (the build wrote its module in data-remote) loads that remote now,
// before the app renders, rather than after the first render: the page replaces its frame sooner. Its
// remotes.json, manifest and entry are already on their way: the page's HTML preloads them (the page composed at
// release time, served from scripts/serve-static.mjs --releases).
const root = document.getElementById('root');
const remote = root?.dataset.remote;
if (remote && isPrerenderedHere(root ?? null)) preloadRemote(remote);

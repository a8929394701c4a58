import { preloadRemote } from './federation/load-remote';

// A prerendered route that a remote fills (the build wrote its module in data-remote) loads that remote now,
// beside the shell's own chunks, rather than after the first render: the page replaces its frame sooner.
const root = document.getElementById('root');
const remote = root?.dataset.remote;
if (remote && root?.dataset.prerendered === window.location.pathname) preloadRemote(remote);

// Asynchronous boundary: Module Federation negotiates the shared singletons before the app code runs.
import('./bootstrap');

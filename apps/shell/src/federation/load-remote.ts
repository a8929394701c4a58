// Remotes are found at run time: remotes.json (served with the shell, overridable at deploy time) names each
// remote and the URL of its mf-manifest.json. Nothing is fetched until a remote route opens.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { markRemoteFailed, takeRemoteFailure } from './remote-state';

type RemotesManifest = Record<string, string>;

const LOAD_TIMEOUT_MS = 20_000;
let manifestPromise: Promise<RemotesManifest> | null = null;
const registered = new Map<string, string>();

async function fetchManifest(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json respondió ${res.status}`);
  const data: unknown = await res.json();
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error('remotes.json no es un objeto');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(data)) if (typeof url === 'string') manifest[name] = url;
  return manifest;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** 'mfe_calculator/CalculatorPage' -> the exposed component, as a module React.lazy accepts. */
export async function loadRemoteComponent(id: string): Promise<{ default: ComponentType }> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const expose = id.slice(slash + 1);
  const retrying = takeRemoteFailure(name);
  try {
    if (!manifestPromise || retrying) {
      manifestPromise = fetchManifest();
      manifestPromise.catch(() => {
        manifestPromise = null;
      });
    }
    const manifest = await manifestPromise;
    const entry = manifest[name];
    if (!entry) throw new Error(`"${name}" no figura en remotes.json`);

    if (registered.get(name) !== entry || retrying) {
      registerRemotes([{ name, entry }], { force: registered.has(name) });
      registered.set(name, entry);
    }
    const mod = await withTimeout(loadRemote<Record<string, unknown>>(id), LOAD_TIMEOUT_MS, id);
    // Remotes may export the page as default or under the exposed name.
    const component = mod?.default ?? mod?.[expose];
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${id} no exporta un componente`);
    }
    return { default: component as ComponentType };
  } catch (err) {
    markRemoteFailed(name);
    throw err;
  }
}

/**
 * Starts loading a remote module ahead of its route's first render (a prerendered route whose frame the remote
 * replaces): its manifest, entry and chunks download beside the shell's own. A failure is left to the route,
 * whose own load then starts over.
 */
export function preloadRemote(id: string): void {
  loadRemoteComponent(id).catch(() => undefined);
}

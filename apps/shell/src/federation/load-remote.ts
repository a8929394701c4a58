// Remotes are found at run time: remotes.json (the pointer the release tool switches, no-cache) names each remote's
// live release and, during a canary, a second one (remote-pointer.ts). Nothing is fetched until a remote route opens.
import type { ComponentType } from 'react';
import type { RemoteRouteEntry } from '@reformas/web-core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { markRemoteFailed, setRemoteRelease, takeRemoteFailure } from './remote-state';
import { reportRemoteError } from './client-errors';
import {
  canaryBucket,
  chooseRelease,
  parsePointer,
  parseRoutes,
  type RemoteChoice,
  type RemotesPointer,
} from './remote-pointer';

const LOAD_TIMEOUT_MS = 20_000;
let pointerPromise: Promise<RemotesPointer> | null = null;
const registered = new Map<string, string>();
const loaded = new Map<string, ComponentType>();

/** A remote module this page has already loaded (a server-rendered page's, before hydrating), else undefined. */
export function loadedRemoteComponent(id: string): ComponentType | undefined {
  return loaded.get(id);
}
async function fetchPointer(): Promise<RemotesPointer> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json respondió ${res.status}`);
  return parsePointer(await res.json());
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
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

const pinned = new Map<string, string>();

/** A server-rendered page names the release its remote page was drawn with: this page load hydrates with it. */
export function pinRemoteRelease(name: string, release: string): void {
  pinned.set(name, release);
}

function choose(pointer: RemotesPointer, name: string): RemoteChoice | null {
  return chooseRelease(pointer, name, {
    cookies: document.cookie,
    bucket: () => canaryBucket(storage()),
    pinned: pinned.get(name),
  });
}

function currentPointer(retrying: boolean): Promise<RemotesPointer> {
  if (!pointerPromise || retrying) {
    pointerPromise = fetchPointer();
    pointerPromise.catch(() => {
      pointerPromise = null;
    });
  }
  return pointerPromise;
}

/** The routes.json beside a release's manifest: a development server, or a release previewed by the smoke test. */
async function fetchRoutes(name: string, entry: string): Promise<RemoteRouteEntry[]> {
  const res = await fetch(new URL('routes.json', entry).href, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`routes.json de ${name} respondió ${res.status}`);
  return parseRoutes(name, await res.json()) ?? [];
}

/**
 * Every remote's routes, from the release this browser gets of each (live, canary or preview): what the shell's
 * router shows besides its own pages. A remote whose routes cannot be read is left out and reported; the pointer
 * itself failing rejects (the router offers to retry).
 */
export async function loadRemoteRoutes(retrying = false): Promise<RemoteRouteEntry[]> {
  const pointer = await currentPointer(retrying);
  const lists = await Promise.all(
    Object.keys(pointer).map(async (name) => {
      const choice = choose(pointer, name);
      if (!choice) return [];
      try {
        return choice.routes ?? (await fetchRoutes(name, choice.entry));
      } catch (err) {
        reportRemoteError(name, 'load', err);
        return [];
      }
    }),
  );
  return lists.flat();
}

/** 'mfe_calculator/CalculatorPage' -> the exposed component, as a module React.lazy accepts. */
export async function loadRemoteComponent(id: string): Promise<{ default: ComponentType }> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const expose = id.slice(slash + 1);
  const retrying = takeRemoteFailure(name);
  try {
    const choice = choose(await currentPointer(retrying), name);
    if (!choice) throw new Error(`"${name}" no figura en remotes.json`);
    const { entry } = choice;
    setRemoteRelease(name, choice.release);

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
    loaded.set(id, component as ComponentType);
    return { default: component as ComponentType };
  } catch (err) {
    markRemoteFailed(name);
    reportRemoteError(name, 'load', err);
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

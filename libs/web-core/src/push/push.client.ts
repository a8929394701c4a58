// The page's one push channel (GET /api/events, Server-Sent Events with the session cookie). The shell starts it
// when a user is signed in and stops it on logout; the chat remote listens through subscribePush. Plain TypeScript
// and zustand only: it sits in the shell's first load.
import { create } from 'zustand';
import type { ChatMessage, ReadEvent } from '@reformas/shared-types';

/** 'open' while events flow; 'connecting' before the first answer; 'error' while down (screens fall back to polling). */
export type PushStatus = 'closed' | 'connecting' | 'open' | 'error';

export type PushEvent = { type: 'message'; message: ChatMessage } | { type: 'read'; read: ReadEvent };
export type PushListener = (event: PushEvent) => void;

export const PUSH_URL = '/api/events';
// EventSource retries by itself after a dropped stream; after an HTTP error it gives up, and we start again.
const RESTART_MIN_MS = 2000;
const RESTART_MAX_MS = 30_000;

export const usePushStore = create<{ status: PushStatus }>()(() => ({ status: 'closed' }));

const listeners = new Set<PushListener>();
let source: EventSource | null = null;
let restartTimer: ReturnType<typeof setTimeout> | null = null;
let restartDelay = RESTART_MIN_MS;
let lastEventId: string | null = null;

function setStatus(status: PushStatus): void {
  if (usePushStore.getState().status !== status) usePushStore.setState({ status });
}

function emit(event: PushEvent): void {
  for (const listener of listeners) listener(event);
}

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

function connect(): void {
  if (typeof EventSource === 'undefined') {
    setStatus('error');
    return;
  }
  // A new EventSource cannot send Last-Event-ID itself: the query parameter resumes where the last one stopped.
  const url = lastEventId ? `${PUSH_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : PUSH_URL;
  const es = new EventSource(url, { withCredentials: true });
  source = es;
  setStatus('connecting');
  es.onopen = () => {
    restartDelay = RESTART_MIN_MS;
    setStatus('open');
  };
  es.onerror = () => {
    setStatus('error');
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    source = null;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      connect();
    }, restartDelay);
    restartDelay = Math.min(restartDelay * 2, RESTART_MAX_MS);
  };
  // The server's cursor (first on a stream opened without an id): where to resume even if no message comes.
  es.addEventListener('cursor', (e: MessageEvent<string>) => {
    if (e.lastEventId) lastEventId = e.lastEventId;
  });
  es.addEventListener('message', (e: MessageEvent<string>) => {
    if (e.lastEventId) lastEventId = e.lastEventId;
    const message = parse<ChatMessage>(e.data);
    if (message) emit({ type: 'message', message });
  });
  es.addEventListener('read', (e: MessageEvent<string>) => {
    const read = parse<ReadEvent>(e.data);
    if (read) emit({ type: 'read', read });
  });
}

/** Opens the channel (once per tab; calling it again while open does nothing). */
export function startPush(): void {
  if (source || restartTimer) return;
  restartDelay = RESTART_MIN_MS;
  connect();
}

/** Closes the channel (logout): no events, no reconnection, and the next user starts from scratch. */
export function stopPush(): void {
  if (restartTimer) clearTimeout(restartTimer);
  restartTimer = null;
  source?.close();
  source = null;
  lastEventId = null;
  setStatus('closed');
}

/** Listens to every push event until the returned function is called. */
export function subscribePush(listener: PushListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while events arrive live; screens poll instead while it is false. */
export function usePushOpen(): boolean {
  return usePushStore((s) => s.status === 'open');
}

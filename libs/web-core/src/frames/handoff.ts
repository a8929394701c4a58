// `@reformas/web-core/frame-handoff`: an API answer asked for by a frame's script (the composed page's inline
// script, run before any framework) and handed to the remote's page when it loads, so the page uses it instead of
// asking again: one request per answer. No framework and no other import: frame scripts stay a few kB.

const HANDOFF = '__reformasFrameAnswers';
type Holder = { [HANDOFF]?: Record<string, Promise<unknown>> };

/** The frame's side: `answer` (the request to `url`, already started) is kept for the page. */
export function handOver<T>(url: string, answer: Promise<T>): Promise<T> {
  const holder = window as Holder;
  (holder[HANDOFF] ??= {})[url] = answer;
  // Kept for the page, which handles a failure itself: not an unhandled rejection here.
  answer.catch(() => undefined);
  return answer;
}

/** The page's side: the frame's answer for `url`, once; null when there is none (another page, a second visit). */
export function takeHandedOver<T>(url: string): Promise<T> | null {
  // On the server (the page rendered there) there is no frame, and no window.
  if (typeof window === 'undefined') return null;
  const answers = (window as Holder)[HANDOFF];
  const answer = answers?.[url] ?? null;
  if (answers) delete answers[url];
  return answer as Promise<T> | null;
}

/** What web-core's apiFetch does for a GET, without web-core: the same credentials, so an HTML preload serves it. */
export function fetchJson<T>(url: string): Promise<{ body: T; headers: Headers }> {
  return fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
    return { body: (await res.json()) as T, headers: res.headers };
  });
}

/** What web-core's apiFetchPage does for a list's page, without web-core: the rows and the X-Total-Count total. */
export function fetchPage<T>(url: string): Promise<{ items: T[]; total: number }> {
  return fetchJson<T[]>(url).then(({ body: items, headers }) => {
    const total = Number(headers.get('X-Total-Count'));
    return { items, total: Number.isSafeInteger(total) ? total : items.length };
  });
}

// The one way the front ends talk to the API: cookies always, JSON body with a JSON content type only
// when there is a body (a Blob, such as a chosen file, goes as it is with its own type: the logo upload), and
// every non-OK answer becomes an Error whose message is '{status}: {body or status text}'.
import { NO_ANSWER_TEXT, UNAVAILABLE_TEXT, httpErrorMessage } from '@reformas/i18n-es';

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * A non-OK answer. `message` is '{status}: {text}' (the spec's, for logs); `serverMessage` is what a person may read:
 * the API's own Spanish `message`, else, for a failure of the server side that did not come from the API (a proxy's
 * page), the API's own words for being unavailable; '' otherwise, so that each caller says its own fallback.
 */
export class ApiHttpError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly serverMessage: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(httpErrorMessage(status, bodyText, statusText));
    this.name = 'ApiHttpError';
    this.status = status;
    this.bodyText = bodyText;
    this.serverMessage = serverMessageOf(bodyText) || (status >= 500 ? UNAVAILABLE_TEXT : '');
  }
}

/**
 * What to tell the person about a failed call: the API's own Spanish message when it sent one. fetch rejects with
 * the browser's own English words ('Failed to fetch', a TypeError) when no answer came: our Spanish instead. Any
 * other error's message is ours to log, not to show: '' (each caller then says its own fallback).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiHttpError) return error.serverMessage;
  return error instanceof TypeError ? NO_ANSWER_TEXT : '';
}

/** Whether the API refused the call for a limit (429): its message then says which, and when to try again. */
export function isRateLimited(error: unknown): error is ApiHttpError {
  return error instanceof ApiHttpError && error.status === 429;
}

/** The `message` of an API error body `{ message, errors? }`; '' for any other body (a proxy's HTML is not for people). */
export function serverMessageOf(bodyText: string): string {
  if (!bodyText) return '';
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string') return message;
      if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(', ');
    }
  } catch {
    // not JSON: not the API's answer
  }
  return '';
}

/** '/api/projects' + { city: 'Madrid', limit: 6 } -> '/api/projects?city=Madrid&limit=6'; empty values are left out. */
export function buildUrl(path: string, query?: ApiFetchOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

let apiOrigin = '';

/**
 * Where '/api/...' is, for the server renderer only (apps/shell/src/server/): in a browser the API is same-origin and
 * this stays ''. The renderer calls the API as an anonymous visitor: no cookie is ever sent from there.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

/** Sends the request and throws ApiHttpError on any non-OK answer; the Response is returned untouched otherwise. */
export async function apiResponse(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  const file = options.body instanceof Blob ? options.body : undefined;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (hasBody) headers['Content-Type'] = file ? file.type : 'application/json';
  const res = await fetch(apiOrigin + buildUrl(path, options.query), {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers,
    body: file ?? (hasBody ? JSON.stringify(options.body) : undefined),
    signal: options.signal,
  });
  if (!res.ok) {
    const bodyText = await res.text().catch(() => '');
    throw new ApiHttpError(res.status, res.statusText, bodyText);
  }
  return res;
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  // 204 and empty bodies have no JSON to read.
  return (text ? JSON.parse(text) : null) as T;
}

/** JSON call. Throws ApiHttpError on a non-OK answer. */
export async function apiFetch<T>(path: string, options?: ApiFetchOptions): Promise<T> {
  return readJson<T>(await apiResponse(path, options));
}

/** Like apiFetch, but the answer `status` (401 unless told) gives null instead of throwing. */
export async function apiFetchOrNull<T>(
  path: string,
  options?: ApiFetchOptions,
  status = 401,
): Promise<T | null> {
  try {
    return await apiFetch<T>(path, options);
  } catch (err) {
    if (err instanceof ApiHttpError && err.status === status) return null;
    throw err;
  }
}

/** One page of a paged list: its rows and how many rows match in all (for the pager and the count on screen). */
export type ApiPage<T> = { items: T[]; total: number };

/** react-query's getNextPageParam for offset paging: the rows loaded so far, or undefined once all are in. */
export function nextPageOffset<T>(last: ApiPage<T>, pages: ApiPage<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? loaded : undefined;
}

/** What a paged list shows: the rows of every page loaded so far, and the server's total (0 before the first page). */
export function loadedPages<T>(data: { pages: ApiPage<T>[] } | undefined): ApiPage<T> {
  return { items: data?.pages.flatMap((page) => page.items) ?? [], total: data?.pages[0]?.total ?? 0 };
}

/**
 * GET of a paged list endpoint: the JSON array plus its total from the X-Total-Count header. Should the header be
 * missing or unreadable, the total is what is known for sure: the rows before this page plus this page's rows.
 */
export async function apiFetchPage<T>(path: string, options?: ApiFetchOptions): Promise<ApiPage<T>> {
  const res = await apiResponse(path, options);
  const body = await readJson<unknown>(res);
  if (body !== null && !Array.isArray(body)) throw new Error(`${path} no devolvió una lista`);
  const items = (body ?? []) as T[];
  const header = res.headers.get('X-Total-Count')?.trim() ?? '';
  const counted = /^\d+$/.test(header) ? Number(header) : NaN;
  const offset = Number(options?.query?.offset ?? 0) || 0;
  const total = Number.isSafeInteger(counted) ? counted : offset + items.length;
  return { items, total };
}

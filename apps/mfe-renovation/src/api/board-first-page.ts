// The board's first page, unfiltered, as the HTML of /projects preloads it (routes.tsx `preload`) and the page asks
// for it (projects.query.ts: 12 a page from offset 0). The frame's script fetches it before the remote has
// loaded and hands the answer to the page, so it is requested once (e2e checks it).
import type { ApiPage } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';

export const BOARD_FIRST_PAGE_URL = '/api/projects?limit=12&offset=0';

const HANDOFF = '__reformasBoardFirstPage';
type WithHandoff = { [HANDOFF]?: Promise<ApiPage<Project>> };

/** The frame's side: what the page's own first request would do (web-core's apiFetchPage), without web-core. */
export function fetchBoardFirstPage(): Promise<ApiPage<Project>> {
  const answer = fetch(BOARD_FIRST_PAGE_URL, {
    // As apiFetch asks: the same credentials mode is what lets it use the HTML's preload.
    credentials: 'include',
    headers: { Accept: 'application/json' },
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${BOARD_FIRST_PAGE_URL} respondió ${res.status}`);
    const items = (await res.json()) as Project[];
    const total = Number(res.headers.get('X-Total-Count'));
    return { items, total: Number.isSafeInteger(total) ? total : items.length };
  });
  (window as WithHandoff)[HANDOFF] = answer;
  return answer;
}

/** The page's side: the frame's answer, once; null when there is none (another page load, a filtered board). */
export function takeBoardFirstPage(): Promise<ApiPage<Project>> | null {
  const holder = window as WithHandoff;
  const answer = holder[HANDOFF] ?? null;
  delete holder[HANDOFF];
  return answer;
}

// The board's first page, unfiltered, as the HTML of /projects preloads it (routes.tsx `preload`) and the page asks
// for it (projects.query.ts: 12 a page from offset 0). The frame's script fetches it before the remote has
// loaded and hands the answer to the page (web-core's frame-handoff), so it is requested once (e2e checks it).
import type { ApiPage } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';
import { fetchPage, handOver, takeHandedOver } from '@reformas/web-core/frame-handoff';

export const BOARD_FIRST_PAGE_URL = '/api/projects?limit=12&offset=0';

/** The frame's side: what the page's own first request would do (web-core's apiFetchPage), without web-core. */
export function fetchBoardFirstPage(): Promise<ApiPage<Project>> {
  return handOver(BOARD_FIRST_PAGE_URL, fetchPage<Project>(BOARD_FIRST_PAGE_URL));
}

/** The page's side: the frame's answer, once; null when there is none (another page load, a filtered board). */
export function takeBoardFirstPage(): Promise<ApiPage<Project>> | null {
  return takeHandedOver<ApiPage<Project>>(BOARD_FIRST_PAGE_URL);
}

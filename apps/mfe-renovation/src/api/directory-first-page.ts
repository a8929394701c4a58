// The professionals directory's first page, newest first and unsearched, as the HTML of /worker-profiles preloads
// it (routes.tsx `preload`) and the page asks for it (worker-directory.query.ts: 12 a page from offset 0). The
// frame's script fetches it before the remote has loaded and draws the first cards; the answer is handed to the
// page (web-core's frame-handoff), so it is requested once (e2e checks it).
import type { ApiPage } from '@reformas/web-core';
import type { WorkerProfile } from '@reformas/shared-types';
import { fetchPage, handOver, takeHandedOver } from '@reformas/web-core/frame-handoff';

export const DIRECTORY_FIRST_PAGE_URL = '/api/workers?limit=12&offset=0';

/** The frame's side: what the page's own first request would do, without web-core. */
export function fetchDirectoryFirstPage(): Promise<ApiPage<WorkerProfile>> {
  return handOver(DIRECTORY_FIRST_PAGE_URL, fetchPage<WorkerProfile>(DIRECTORY_FIRST_PAGE_URL));
}

/** The page's side: the frame's answer, once; null when there is none (another page load, a search). */
export function takeDirectoryFirstPage(): Promise<ApiPage<WorkerProfile>> | null {
  return takeHandedOver<ApiPage<WorkerProfile>>(DIRECTORY_FIRST_PAGE_URL);
}

// The cleaning directory's first page, unfiltered, as the HTML of /cleaning preloads it (routes.tsx `preload`)
// and the page asks for it (cleaning-services.query.ts: 12 a page from offset 0). The frame's script fetches it
// before the remote has loaded and draws the first cards; the answer is handed to the page (web-core's
// frame-handoff), so it is requested once (e2e checks it).
export const CLEANING_FIRST_PAGE_URL = '/api/cleaning?limit=12&offset=0';

// Inlined after the /worker-profiles frame in the composed page, run once the HTML is parsed: the unsearched
// directory's first cards are drawn from the preloaded answer, before the shell's and this remote's code, so the
// page's largest element (a card's description, on a phone) paints early. The page then replaces the frame with
// the same cards (worker-card.dom.ts). A search or another order keeps the skeletons: its URL is another.
import { fetchDirectoryFirstPage } from '../../api/directory-first-page';
import { workerCardElement } from './worker-card.dom';

// The frame's grid (worker-profiles.frame.tsx: the inert screen), never the page's.
const grid = document.querySelector('.renovation-screen[inert] .board-grid');
if (grid && window.location.pathname === '/worker-profiles' && window.location.search === '') {
  fetchDirectoryFirstPage().then(
    ({ items }) => {
      if (items.length === 0 || !grid.isConnected) return;
      grid.replaceChildren(...items.map(workerCardElement));
      grid.setAttribute('aria-busy', 'false');
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}

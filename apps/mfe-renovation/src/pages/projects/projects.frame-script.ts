// Inlined after the /projects frame in the composed page (tools/rspack/remote-frames.mjs), run once the HTML is
// parsed: the unfiltered board's first cards are drawn from the preloaded answer, before the shell's and this
// remote's code, so the page's largest element (a card's title, on a phone) paints early. The page then replaces
// the frame with the same cards (board-card.dom.ts). A filtered board keeps the skeletons: its URL is another.
import { boardCardElement } from '../../components/board-card.dom';
import { fetchBoardFirstPage } from '../../api/board-first-page';

// The frame's grid (projects.frame.tsx: the inert screen), never the page's.
const grid = document.querySelector('.renovation-screen[inert] .board-grid');
if (grid && window.location.pathname === '/projects' && window.location.search === '') {
  fetchBoardFirstPage().then(
    ({ items }) => {
      if (items.length === 0 || !grid.isConnected) return;
      grid.replaceChildren(...items.map((project, i) => boardCardElement(project, i === 0)));
      grid.setAttribute('aria-busy', 'false');
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}

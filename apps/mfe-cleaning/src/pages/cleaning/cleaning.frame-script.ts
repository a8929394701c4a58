// Inlined after the /cleaning frame in the composed page, run once the HTML is parsed: the unfiltered directory's
// first cards are drawn from the preloaded answer, before the shell's and this remote's code, so the page's
// largest element (a card's description, on a phone) paints early. The page then replaces the frame with the same
// cards (cleaning-card.dom.ts). A filtered directory keeps the spinner: its URL is another.
import type { CleaningService } from '@reformas/shared-types';
import { element } from '@reformas/web-core/frame-dom';
import { fetchPage, handOver } from '@reformas/web-core/frame-handoff';
import { CLEANING_FIRST_PAGE_URL } from '../../api/cleaning-first-page';
import { cleaningCardElement } from '../../components/cleaning-card.dom';

// The frame's results (cleaning.frame.tsx: the inert screen), never the page's.
const results = document.querySelector('.cleaning-screen[inert] .cleaning-results');
if (results && window.location.pathname === '/cleaning' && window.location.search === '') {
  handOver(CLEANING_FIRST_PAGE_URL, fetchPage<CleaningService>(CLEANING_FIRST_PAGE_URL)).then(
    ({ items }) => {
      if (items.length === 0 || !results.isConnected) return;
      const grid = element(
        'ul',
        { class: 'cleaning-grid' },
        ...items.map((service) => element('li', {}, cleaningCardElement(service))),
      );
      results.querySelector('.cleaning-loading')?.replaceWith(grid);
      results.setAttribute('aria-busy', 'false');
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}

// Inlined after the /cleaning/:id frame in its composed page (pages/cleaning/_.html), run once the HTML is parsed:
// asks for the service of the id in the address at once (handed to the page, which does not ask again) and draws
// its card as the page does (cleaning-card.dom.ts: its first photo, the page's LCP on a phone, fetched at once and
// first), before the shell's and this remote's code. The page then replaces the frame.
import type { CleaningService } from '@reformas/shared-types';
import { fetchJson, handOver } from '@reformas/web-core/frame-handoff';
import { element } from '@reformas/web-core/frame-dom';
import { cleaningServiceUrl } from '../../api/cleaning-service-url';
import { cleaningCardElement } from '../../components/cleaning-card.dom';

// The id as the page reads it (web-core's routeIdOf): 1 to 9 digits, not 0.
const id = /^\/cleaning\/([1-9]\d{0,8})$/.exec(window.location.pathname)?.[1];
// The frame's screen (cleaning-detail.frame.tsx: inert), never the page's.
const screen = document.querySelector('.cleaning-screen[inert]');
if (id && screen) {
  const url = cleaningServiceUrl(Number(id));
  handOver(
    url,
    fetchJson<CleaningService>(url).then(({ body }) => body),
  ).then(
    (service) => {
      const pending = screen.querySelector('.cleaning-loading');
      if (!screen.isConnected || !pending) return;
      // What the page shows once loaded: the breadcrumb's last step and the card (its heading) in the loading
      // state's place. Nothing stays below it to be moved (the spinner kept there moved: a shift of 0.19).
      const step = element('li', { 'aria-current': 'page' }, service.name);
      screen.querySelector('.breadcrumb ol')?.append(step);
      screen.querySelector(':scope > h1')?.remove();
      pending.replaceWith(element('div', { class: 'cleaning-detail' }, cleaningCardElement(service, true)));
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}

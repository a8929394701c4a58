// Inlined after the /worker-profiles/:id frame in its composed page (pages/worker-profiles/_.html), run once the
// HTML is parsed: asks for the profile of the id in the address at once (handed to the page, which does not ask
// again) and draws the page's top, company name and logo, as the page draws it (worker-profile-heading.dom.ts),
// before the shell's and this remote's code. The page then replaces the frame; the heading stays where it is.
import type { WorkerProfile } from '@reformas/shared-types';
import { fetchJson, handOver } from '@reformas/web-core/frame-handoff';
import { workerProfileHeadingElement } from './worker-profile-heading.dom';
import { companyOf } from '../../components/worker-names';

// The id as the page reads it (web-core's routeIdOf): 1 to 9 digits, not 0.
const id = /^\/worker-profiles\/([1-9]\d{0,8})$/.exec(window.location.pathname)?.[1];
// The frame's screen (worker-profile-detail.frame.tsx: inert), never the page's.
const screen = document.querySelector('.renovation-screen[inert]');
if (id && screen) {
  const url = `/api/workers/${Number(id)}`;
  handOver(
    url,
    fetchJson<WorkerProfile>(url).then(({ body }) => body),
  ).then(
    (profile) => {
      const pending = screen.querySelector('.page-skeleton');
      if (!screen.isConnected || !pending) return;
      // What the page shows once loaded: the breadcrumb's last step, and its first box with the heading in it.
      const step = document.createElement('li');
      step.setAttribute('aria-current', 'page');
      step.textContent = companyOf(profile);
      screen.querySelector('.breadcrumb ol')?.append(step);
      screen.querySelector(':scope > h1')?.remove();
      const detail = document.createElement('div');
      detail.className = 'profile-detail';
      const article = document.createElement('article');
      article.setAttribute('aria-labelledby', 'profile-title');
      article.append(workerProfileHeadingElement(profile), pending);
      detail.append(article);
      screen.append(detail);
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}

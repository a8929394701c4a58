// Inlined after the /projects/:id frame in its composed page (pages/projects/_.html), run once the HTML is parsed:
// asks for the request of the id in the address at once (handed to the page, which does not ask again) and draws
// its photos (web-core's photo gallery, the first one fetched first: the page's LCP on a phone) in the skeleton's
// box, before the shell's and this remote's code. The page then replaces the frame with its own heading.
// Nothing above the skeleton changes: a heading rewritten there moved it (a layout shift, 0.12 on a phone).
import type { Project } from '@reformas/shared-types';
import { PHOTO_TEXTS, projectTitle } from '@reformas/i18n-es';
import { fetchJson, handOver } from '@reformas/web-core/frame-handoff';
import { photoGalleryElement } from '@reformas/web-core/frame-dom';
import { projectUrl } from './request-heading';

// The id as the page reads it (web-core's routeIdOf): 1 to 9 digits, not 0.
const id = /^\/projects\/([1-9]\d{0,8})$/.exec(window.location.pathname)?.[1];
// The frame's screen (project-detail.frame.tsx: inert), never the page's.
const screen = document.querySelector('.renovation-screen[inert]');
if (id && screen) {
  const url = projectUrl(Number(id));
  handOver(
    url,
    fetchJson<Project>(url).then(({ body }) => body),
  ).then(
    (project) => {
      const pending = screen.querySelector('.page-skeleton');
      if (!screen.isConnected || !pending) return;
      // The page's gallery, as it first renders (the same box: the thumbnails' size and aspect ratio), in place of
      // the skeleton's bars (kept below it, they moved: a shift).
      const gallery = photoGalleryElement({
        photos: project.photos ?? [],
        altOf: (n) => PHOTO_TEXTS.requestPhotoAlt(n, projectTitle(project)),
        priority: true,
      });
      if (gallery) pending.replaceChildren(gallery);
    },
    // The page asks again and shows its own error state.
    () => undefined,
  );
}

// The public pages of this remote as the shell's renderer draws them on the server (tools/rspack/remote-server.mjs
// builds this into server/remote.cjs of each release): the same page components the browser hydrates, the head
// each page gets from its data, and the stylesheets they need.
import baseCss from '@reformas/web-core/styles/base.css?raw';
import boardCss from '@reformas/web-core/styles/board.css?raw';
import galleryCss from '@reformas/web-core/styles/photo-gallery.css?raw';
import reviewsCss from '@reformas/web-core/styles/reviews.css?raw';
import type { RemoteServerModule } from '@reformas/web-core';
import { minifyCss } from '@reformas/web-core/frames';
import type { PageHead } from '@reformas/web-core/seo';
import { directoryHead, serviceHead } from './server-heads';
import cleaningCss from './cleaning.css?raw';
import { CleaningPage } from './pages/cleaning/cleaning.page';
import { CleaningDetailPage } from './pages/cleaning-detail/cleaning-detail.page';

export const remote: RemoteServerModule<PageHead> = {
  routes: [
    { path: '/cleaning', module: 'CleaningPage', Page: CleaningPage, head: directoryHead },
    { path: '/cleaning/:id', module: 'CleaningDetailPage', Page: CleaningDetailPage, head: serviceHead },
  ],
  css: minifyCss([baseCss, boardCss, galleryCss, reviewsCss, cleaningCss].join('\n')),
};

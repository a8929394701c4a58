// The public pages of this remote as the shell's renderer draws them on the server (tools/rspack/remote-server.mjs
// builds this into server/remote.cjs of each release): /calculator, and the calculator the shell's /services shows
// as a section of its own page. Neither needs data; the head is the static page's.
import type { RemoteServerModule } from '@reformas/web-core';
import { minifyCss } from '@reformas/web-core/frames';
import { staticPageHead, type PageHead } from '@reformas/web-core/seo';
import calculatorCss from './calculator.css?raw';
import { CalculatorWidget } from './components/calculator.screen';
import { CalculatorPage } from './pages/calculator.page';

export const remote: RemoteServerModule<PageHead> = {
  routes: [
    {
      path: '/calculator',
      module: 'CalculatorPage',
      Page: CalculatorPage,
      head: () => staticPageHead('/calculator'),
    },
  ],
  sections: { Calculator: CalculatorWidget },
  css: minifyCss(calculatorCss),
};

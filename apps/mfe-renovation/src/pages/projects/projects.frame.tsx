import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { DirectoryHeaderFrame } from '@reformas/web-core/ui';
import { SkeletonCards } from '../../components/skeleton-cards';
import { BOARD_HEADING } from './board.heading';

// The frame of /projects (src/routes.tsx): the page before its data, in the page's markup and classes
// (libs/web-core/src/styles/board.css), painted with the HTML and replaced by the page without a shift. Inert:
// nothing works before the page arrives; the filters show their defaults, the URL's show when the page replaces it.
export function ProjectsFrame() {
  return (
    <div className="renovation-screen" inert>
      <div className="board-layout">
        <section className="board-main" aria-labelledby="board-title">
          <DirectoryHeaderFrame {...BOARD_HEADING} id="board-frame" title={RENOVATION_TEXTS.projects.title} />
          <SkeletonCards count={6} />
        </section>
        <aside className="ads-panel" aria-labelledby="ads-panel-title">
          <h2 id="ads-panel-title">{RENOVATION_TEXTS.ads.title}</h2>
        </aside>
      </div>
    </div>
  );
}

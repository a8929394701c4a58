import { ALL_OPTION, RENOVATION_TYPES, withAllOption } from '@reformas/shared-types/options';
import { HOME_TEXTS, RENOVATION_TEXTS } from '@reformas/i18n-es';
import { CityTypeFilters, PageHeading } from '@reformas/web-core/ui';
import { SkeletonCards } from '../../components/skeleton-cards';

// The frame of /projects (src/routes.tsx): the page before its data, in the page's markup and classes
// (libs/web-core/src/styles/board.css), painted with the HTML and replaced by the page without a shift. Inert:
// nothing works before the page arrives; the filters show their defaults, the URL's show when the page replaces it.
export function ProjectsFrame() {
  const T = RENOVATION_TEXTS.projects;
  return (
    <div className="renovation-screen" inert>
      <div className="board-layout">
        <section className="board-main" aria-labelledby="board-title">
          <PageHeading title={T.title} titleId="board-title">
            <button type="button" className="rv-button primary">
              {HOME_TEXTS.addProject}
            </button>
          </PageHeading>
          <CityTypeFilters
            id="board-frame"
            texts={T}
            typeOptions={withAllOption(T.allTypes, RENOVATION_TYPES)}
            typeFirst
            city=""
            type={ALL_OPTION}
            filtered={false}
          />
          <SkeletonCards count={6} />
        </section>
        <aside className="ads-panel" aria-labelledby="ads-panel-title">
          <h2 id="ads-panel-title">{RENOVATION_TEXTS.ads.title}</h2>
        </aside>
      </div>
    </div>
  );
}

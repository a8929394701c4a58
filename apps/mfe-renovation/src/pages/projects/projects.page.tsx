import { useId } from 'react';
import { loadedPages } from '@reformas/web-core';
import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { projectsBoard } from '../../api/projects.query';
import { AdsPanel } from '../../components/ads.panel';
import { BoardCard } from '../../components/board.card';
import { RenovationScreen } from '../../components/renovation.screen';
import { DirectoryHeader, LoadMore, ProjectCardSkeleton, useAccessPrompt } from '@reformas/web-core/ui';
import { BOARD_HEADING } from './board.heading';
import { boardQueryOf, readBoardFilters, useBoardFilters } from './use-board-filters';

const SKELETONS = 6;

// The first page is requested when this module arrives, not after the first render: on a composed /projects
// the shell loads this module beside its own chunks, so the cards come with the page (unfiltered, from the HTML's
// preload).
if (typeof window !== 'undefined' && window.location.pathname === '/projects') {
  projectsBoard.prefetch(boardQueryOf(readBoardFilters(new URLSearchParams(window.location.search))));
}

/**
 * /projects: the public board, filtered and paged on the server, filters in the URL (exposed './ProjectsPage').
 * Native controls styled in renovation.css, no antd: the page's JavaScript on a phone decided its Lighthouse
 * score. Its frame (projects.frame.tsx) is painted with the page's HTML until this loads.
 */
export function ProjectsPage() {
  const { filters, controls } = useBoardFilters();
  const ids = useId();

  const board = projectsBoard.useList(boardQueryOf(filters));
  const { items, total } = loadedPages(board.data);
  const access = useAccessPrompt();

  return (
    <RenovationScreen>
      <div className="board-layout">
        <section className="board-main" aria-labelledby="board-title">
          <DirectoryHeader
            {...BOARD_HEADING}
            id={ids}
            title={controls.filtered && board.data ? T.projects.filtered(total) : T.projects.title}
            ask={access.ask}
            {...controls}
          />

          {board.isError ? (
            <p className="rv-alert" role="alert">
              {T.projects.loadError}
            </p>
          ) : null}
          <div className="board-grid" aria-busy={board.isPending}>
            {board.isPending
              ? Array.from({ length: SKELETONS }, (_, i) => <ProjectCardSkeleton key={i} />)
              : items.map((project, i) => <BoardCard key={project.id} project={project} first={i === 0} />)}
          </div>
          {board.isSuccess && items.length === 0 ? <p className="board-empty">{T.projects.empty}</p> : null}
          <LoadMore list={board} count={items.length} total={total} texts={T.projects} />
        </section>
        <AdsPanel category={filters.type} />
      </div>
      {access.dialog}
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ProjectsPage;

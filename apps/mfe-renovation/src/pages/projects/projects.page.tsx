import { useEffect, useState } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { RENOVATION_TYPES } from '@reformas/shared-types/options';
import { ACCESS_TEXTS, HOME_TEXTS, RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { useAuthStore } from '@reformas/web-core';
import { useProjectsBoard } from '../../api/projects.query';
import { AccessRequiredDialog } from '../../components/access-required.dialog';
import { AdsPanel } from '../../components/ads-panel';
import { BoardCard, BoardCardSkeleton } from '../../components/board-card';
import { RenovationScreen } from '../../components/renovation.screen';
import { ALL_TYPES, useBoardFilters } from './use-board-filters';

const SKELETONS = 6;
const TYPE_OPTIONS = [{ value: ALL_TYPES, label: T.projects.allTypes }, ...RENOVATION_TYPES];

type Prompt = { message: string; authType: 'client' | 'professional' } | null;

/** /projects: the public board, filtered and paged on the server, filters in the URL (exposed './ProjectsPage'). */
export function ProjectsPage() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const { filters, update, reset, isFiltered } = useBoardFilters();
  // The city box answers at once; the URL (and the request) follow when typing pauses.
  const [cityInput, setCityInput] = useState(filters.city);
  useEffect(() => setCityInput(filters.city), [filters.city]);
  useEffect(() => {
    if (cityInput === filters.city) return;
    const timer = setTimeout(() => update({ city: cityInput }), 350);
    return () => clearTimeout(timer);
  }, [cityInput, filters.city, update]);

  const board = useProjectsBoard({
    renovationType: filters.type === ALL_TYPES ? undefined : filters.type,
    city: filters.city.trim() || undefined,
  });
  const items = board.data?.pages.flatMap((page) => page.items) ?? [];
  const total = board.data?.pages[0]?.total ?? 0;
  const [prompt, setPrompt] = useState<Prompt>(null);

  return (
    <RenovationScreen>
      <div className="board-layout">
        <section className="board-main" aria-labelledby="board-title">
          <div className="board-heading">
            <h1 id="board-title">
              {isFiltered && board.data ? T.projects.filtered(total) : T.projects.title}
            </h1>
            <Button
              type="primary"
              onClick={() =>
                signedIn
                  ? navigate('/create-post')
                  : setPrompt({ message: ACCESS_TEXTS.publishProject, authType: 'client' })
              }
            >
              {HOME_TEXTS.addProject}
            </Button>
          </div>
          <form className="board-filters" role="search" onSubmit={(e) => e.preventDefault()}>
            <label>
              <span>{T.projects.typeLabel}</span>
              <Select
                aria-label={T.projects.typeLabel}
                value={filters.type}
                options={TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))}
                onChange={(type: string) => update({ type })}
              />
            </label>
            <label>
              <span>{T.projects.cityLabel}</span>
              <Input
                aria-label={T.projects.cityLabel}
                value={cityInput}
                placeholder={T.projects.cityPlaceholder}
                onChange={(e) => setCityInput(e.target.value)}
                allowClear
              />
            </label>
            <Button onClick={reset} disabled={!isFiltered}>
              {T.projects.reset}
            </Button>
          </form>

          {board.isError ? <Alert type="error" showIcon title={T.projects.loadError} /> : null}
          <div className="board-grid" aria-busy={board.isPending}>
            {board.isPending
              ? Array.from({ length: SKELETONS }, (_, i) => <BoardCardSkeleton key={i} />)
              : items.map((project) => (
                  <BoardCard
                    key={project.id}
                    project={project}
                    onNeedAccess={
                      signedIn
                        ? null
                        : () => setPrompt({ message: ACCESS_TEXTS.projectDetails, authType: 'professional' })
                    }
                  />
                ))}
          </div>
          {board.isSuccess && items.length === 0 ? <p className="board-empty">{T.projects.empty}</p> : null}
          {board.isSuccess && items.length > 0 ? (
            <div className="board-more">
              <p aria-live="polite">{T.projects.shown(items.length, total)}</p>
              {board.hasNextPage ? (
                <Button onClick={() => void board.fetchNextPage()} loading={board.isFetchingNextPage}>
                  {T.projects.loadMore}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
        <AdsPanel category={filters.type} />
      </div>
      <AccessRequiredDialog
        open={prompt !== null}
        message={prompt?.message ?? ''}
        authType={prompt?.authType ?? 'client'}
        onClose={() => setPrompt(null)}
      />
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ProjectsPage;

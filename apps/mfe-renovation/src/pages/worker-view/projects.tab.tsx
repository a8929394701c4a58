import { useEffect, useId, useState } from 'react';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { loadedPages, useAuthStore } from '@reformas/web-core';
import { projectsBoard } from '../../api/projects.query';
import { LoadMore, ProjectCardSkeleton, prefetchAccessDialog } from '@reformas/web-core/ui';
import { useCannotContact } from '../../components/use-cannot-contact';
import { DashboardCard } from './dashboard.card';
import { DashboardFilters, type DashboardDraft } from './dashboard-filters';
import { boardQueryOf, distinctCities, type DashboardState } from './use-dashboard-filters';

const T = RENOVATION_TEXTS.workerView;
const SKELETONS = 3;

export type ProjectsTabProps = { state: DashboardState; update: (change: Partial<DashboardState>) => void };

/**
 * 'Proyectos Disponibles': postal code, type and start are applied together by 'Filtrar' (which also clears the
 * city chip); the chips are the cities of the requests loaded for those filters, and picking one asks the server
 * for that city (the same case-insensitive match as the board's city filter).
 */
export function ProjectsTab({ state, update }: ProjectsTabProps) {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const [draft, setDraft] = useState<DashboardDraft>(state);
  useEffect(
    () => setDraft({ postalCode: state.postalCode, type: state.type, timeline: state.timeline }),
    [state.postalCode, state.type, state.timeline],
  );
  const ids = useId();
  const { cannotContact, dialog } = useCannotContact();

  const chipSource = projectsBoard.useList(boardQueryOf(state, false));
  const cityBoard = projectsBoard.useList(boardQueryOf(state, true));
  const board = state.city ? cityBoard : chipSource;
  const cities = distinctCities(loadedPages(chipSource.data).items);
  const { items, total } = loadedPages(board.data);

  return (
    <div className="dashboard-projects">
      <DashboardFilters
        id={ids}
        draft={draft}
        onChange={setDraft}
        onSubmit={() => update({ ...draft, city: '' })}
      />

      {chipSource.isPending ? (
        // The chips' line, kept while the cities are not known: the cards below do not move when it fills.
        <div className="city-chips" aria-hidden="true" />
      ) : null}
      {cities.length > 0 ? (
        <div className="city-chips" role="group" aria-label={T.cityChips(cities.length)}>
          <span aria-hidden="true">{T.cityChips(cities.length)}</span>
          <CityChip checked={!state.city} onChange={() => update({ city: '' })}>
            {T.allCities}
          </CityChip>
          {cities.map((city) => (
            <CityChip
              key={city}
              checked={state.city.toLocaleLowerCase('es') === city.toLocaleLowerCase('es')}
              onChange={() => update({ city })}
            >
              {city}
            </CityChip>
          ))}
        </div>
      ) : null}

      {board.isError ? (
        <p className="rv-alert" role="alert">
          {RENOVATION_TEXTS.projects.loadError}
        </p>
      ) : null}
      <div
        className="board-grid"
        aria-busy={board.isPending}
        onPointerEnter={signedIn ? undefined : prefetchAccessDialog}
      >
        {board.isPending
          ? Array.from({ length: SKELETONS }, (_, i) => <ProjectCardSkeleton key={i} />)
          : items.map((project, i) => (
              <DashboardCard
                key={project.id}
                project={project}
                onCannotContact={cannotContact}
                first={i === 0}
              />
            ))}
      </div>
      {board.isSuccess && items.length === 0 ? (
        <div className="board-empty">
          <h2>{T.emptyTitle}</h2>
          <p>{T.emptyBody}</p>
        </div>
      ) : null}
      <LoadMore list={board} count={items.length} total={total} texts={RENOVATION_TEXTS.projects} />
      {dialog}
    </div>
  );
}

/** A city chip: a toggle button announced as a checkbox (what antd's CheckableTag was), styled in renovation.css. */
function CityChip({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <button type="button" role="checkbox" aria-checked={checked} className="rv-chip" onClick={onChange}>
      {children}
    </button>
  );
}

import { Suspense, lazy, useRef, type KeyboardEvent } from 'react';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { PageHeading } from '@reformas/web-core/ui';
import { RenovationScreen } from '../../components/renovation.screen';
import { ProjectsTab } from './projects.tab';
import { projectsBoard } from '../../api/projects.query';
import {
  PROFILE_TAB,
  QUOTES_TAB,
  boardQueryOf,
  readDashboard,
  useDashboardFilters,
} from './use-dashboard-filters';

// The profile form needs antd and the shared zod schemas: loaded only when its tab opens.
const WorkerProfileTab = lazy(() => import('./worker-profile.tab'));
// 'Mis presupuestos': a signed-in professional's, loaded when its tab opens.
const MyQuotesTab = lazy(() => import('./my-quotes.tab'));

const T = RENOVATION_TEXTS.workerView;
const WORKER_VIEW_LINKS = [
  { to: '/worker-profiles', label: T.allProfessionals },
  { to: '/chat', label: T.messages },
];

// The projects tab's requests start when this module arrives, not after the first render (the shell loads this
// module beside its own chunks on a prerendered /worker-view): the list the city chips come from, and the chosen city's.
if (typeof window !== 'undefined' && window.location.pathname === '/worker-view') {
  const state = readDashboard(new URLSearchParams(window.location.search));
  if (state.tab === '') {
    projectsBoard.prefetch(boardQueryOf(state, false));
    if (state.city) projectsBoard.prefetch(boardQueryOf(state, true));
  }
}
const PROJECTS_TAB = 'proyectos';
const TABS = [
  { key: PROJECTS_TAB, label: T.projectsTab },
  { key: PROFILE_TAB, label: T.profileTab },
  { key: QUOTES_TAB, label: T.quotesTab },
];

/**
 * /worker-view, 'Panel Profesional' (exposed as './WorkerViewPage'). Open to everyone like the board: requests
 * arrive with what the API lets this viewer see, and only the profile tab needs a session. The tabs are plain
 * ARIA tabs (arrow keys move between them), not antd's: the projects tab ships no antd.
 */
export function WorkerViewPage() {
  const { state, update } = useDashboardFilters();
  const activeTab = state.tab === PROFILE_TAB || state.tab === QUOTES_TAB ? state.tab : PROJECTS_TAB;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (key: string) => update({ tab: key === PROJECTS_TAB ? '' : key });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((t) => t.key === activeTab);
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    select(TABS[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <RenovationScreen>
      <PageHeading title={T.title} nav={T.title} links={WORKER_VIEW_LINKS} />
      <div className="rv-tabs" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`worker-view-tab-${tab.key}`}
            aria-selected={tab.key === activeTab}
            // Only the open tab has its panel on the page (the other one is not rendered).
            aria-controls={tab.key === activeTab ? `worker-view-panel-${tab.key}` : undefined}
            tabIndex={tab.key === activeTab ? 0 : -1}
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`worker-view-panel-${activeTab}`}
        aria-labelledby={`worker-view-tab-${activeTab}`}
        className="rv-tabpanel"
      >
        {activeTab === PROFILE_TAB ? (
          <Suspense fallback={<FormSkeleton />}>
            <WorkerProfileTab />
          </Suspense>
        ) : activeTab === QUOTES_TAB ? (
          <Suspense fallback={<FormSkeleton />}>
            <MyQuotesTab />
          </Suspense>
        ) : (
          <ProjectsTab state={state} update={update} />
        )}
      </div>
    </RenovationScreen>
  );
}

/** While the profile form loads: a few grey lines, like antd's Skeleton it replaces. */
export function FormSkeleton() {
  return (
    <div className="form-skeleton" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className="skeleton" />
      ))}
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default WorkerViewPage;

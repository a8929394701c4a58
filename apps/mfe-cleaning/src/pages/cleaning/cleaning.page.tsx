import { loadedPages, useAuthStore } from '@reformas/web-core';
import { DirectoryHeader, LoadMore, useAccessPrompt } from '@reformas/web-core/ui';
import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { cleaningServices } from '../../api/cleaning-services.query';
import { CleaningCard } from '../../components/cleaning.card';
import { CLEANING_HEADING } from './cleaning.heading';
import { readCleaningFilters, toCleaningQuery, useCleaningFilters } from './use-cleaning-filters';
import '@reformas/web-core/styles/base.css';
import '@reformas/web-core/styles/board.css';
import '@reformas/web-core/styles/photo-gallery.css';
import '../../cleaning.css';

const T = CLEANING_TEXTS.cleaning;

// The first page is requested when this module arrives, not after the first render (on a composed /cleaning,
// unfiltered, from the HTML's preload).
if (typeof window !== 'undefined' && window.location.pathname === '/cleaning') {
  cleaningServices.prefetch(
    toCleaningQuery(readCleaningFilters(new URLSearchParams(window.location.search))),
  );
}

/**
 * /cleaning: the cleaning-services directory, filtered and paged on the server, filters in the URL (exposed
 * './CleaningPage'). Native form controls and a CSS spinner instead of antd's: the page's JavaScript on a phone
 * was the reason it missed its Lighthouse target (BENCHMARKS.md).
 */
export function CleaningPage() {
  const viewerId = useAuthStore((s) => s.user?.id ?? null);
  const { filters, controls } = useCleaningFilters();
  const list = cleaningServices.useList(toCleaningQuery(filters));
  const { items, total } = loadedPages(list.data);
  const access = useAccessPrompt();

  return (
    <div className="cleaning-screen">
      <section aria-labelledby="cleaning-title">
        <DirectoryHeader {...CLEANING_HEADING} id="cleaning" title={T.title} ask={access.ask} {...controls} />

        <div className="cleaning-results" aria-busy={list.isPending}>
          {list.isPending ? (
            <div className="cleaning-loading" role="status">
              <span className="rv-spinner" aria-hidden="true" />
              <span>{T.loading}</span>
            </div>
          ) : null}
          {list.isError ? (
            <p className="rv-alert" role="alert">
              {T.loadError}
            </p>
          ) : null}
          {list.isSuccess && items.length === 0 ? <p className="board-empty">{T.empty}</p> : null}
          {items.length > 0 ? (
            <ul className="cleaning-grid">
              {items.map((service) => (
                <li key={service.id}>
                  <CleaningCard service={service} viewerId={viewerId} />
                </li>
              ))}
            </ul>
          ) : null}
          <LoadMore list={list} count={items.length} total={total} texts={T} />
        </div>
      </section>
      {access.dialog}
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CleaningPage;

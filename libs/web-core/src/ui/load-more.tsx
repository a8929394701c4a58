import type { UseInfiniteQueryResult } from '@tanstack/react-query';

type PagedList = Pick<
  UseInfiniteQueryResult,
  'isSuccess' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>;

/**
 * Under a paged list (board, dashboard, directory): how many of the server's total are shown, read out as it
 * changes, and 'Cargar más' while the server has more. Nothing before the first page or when it came back empty.
 */
export function LoadMore({
  list,
  count,
  total,
  texts,
}: {
  list: PagedList;
  count: number;
  total: number;
  /** The screen's own wording (RENOVATION_TEXTS.projects, CLEANING_TEXTS.cleaning, ...). */
  texts: { shown: (shown: number, total: number) => string; loadMore: string };
}) {
  if (!list.isSuccess || count === 0) return null;
  return (
    <div className="board-more">
      <p aria-live="polite">{texts.shown(count, total)}</p>
      {list.hasNextPage ? (
        <button
          type="button"
          className="rv-button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
        >
          {texts.loadMore}
        </button>
      ) : null}
    </div>
  );
}

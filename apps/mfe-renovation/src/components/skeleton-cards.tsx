import { ProjectCardSkeleton } from '@reformas/web-core/ui';

/** A frame's grid of skeleton cards, as the page shows them while its list loads. */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <div className="board-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <ProjectCardSkeleton key={i} />
      ))}
    </div>
  );
}

// The routes of this remote as the shell mounts them (apps/shell/src/app.tsx): one exposed page per route.
// Used by the standalone dev page; the shell owns the real URL space.
import type { ComponentType } from 'react';
import { CleaningPage } from './pages/cleaning/cleaning.page';
import { CleaningDetailPage } from './pages/cleaning-detail/cleaning-detail.page';
import { CreateCleaningPage } from './pages/create-cleaning/create-cleaning.page';

export const CLEANING_ROUTES: { path: string; Page: ComponentType }[] = [
  { path: '/cleaning', Page: CleaningPage },
  { path: '/cleaning/:id', Page: CleaningDetailPage },
  { path: '/create-cleaning', Page: CreateCleaningPage },
];

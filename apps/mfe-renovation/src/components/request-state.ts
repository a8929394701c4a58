import type { ProjectStatus } from '@reformas/shared-types';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';

const C = RENOVATION_TEXTS.clientView;

/** A request's state as its owner's list and its page say it: 'Abierta', 'Contratada', 'Terminada', 'Cerrada'. */
export const requestStateLabel = (status: ProjectStatus): string =>
  ({ open: C.open, hired: C.hired, completed: C.completed, closed: C.closed })[status];

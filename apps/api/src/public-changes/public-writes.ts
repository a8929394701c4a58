import type { PublicChange } from './public-changes';

export type Params = Record<string, string | undefined>;
export type ChangesOf = (params: Params, result: unknown) => PublicChange[];

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const byParam =
  (kind: PublicChange['kind']): ChangesOf =>
  (params) => [{ kind, id: idOf(params.id) }];
const byResult =
  (kind: PublicChange['kind']): ChangesOf =>
  (_params, result) => [{ kind, id: (result as { id?: number } | undefined)?.id }];
// A rating or a name shows on profiles and on cleaning services, whose ids the write does not name.
const ratingsAndNames: ChangesOf = () => [{ kind: 'worker' }, { kind: 'cleaning' }];
// A quote is named by its own id; accepting one hires its request, which leaves the board.
const someRequest: ChangesOf = () => [{ kind: 'project' }];
// An operator's decision (the log entry it answers): a hidden or restored item, or every page of a suspended account.
const PAGE_KINDS: Record<string, PublicChange['kind'] | undefined> = {
  project: 'project',
  worker_profile: 'worker',
  cleaning_service: 'cleaning',
};
const moderated: ChangesOf = (_params, result) => {
  const { action, targetType, targetId } = result as { action: string; targetType: string; targetId: number };
  if (action === 'suspend' || action === 'lift') return [{ kind: 'all' }];
  const kind = PAGE_KINDS[targetType];
  // Reviews show on profiles and cleaning services; a dismissal changes no page.
  if (action === 'dismiss') return [];
  return kind ? [{ kind, id: targetId }] : ratingsAndNames({}, result);
};

/**
 * Every write that changes what a public page shows, by its route: one table rather than calls spread over the
 * services, so a new write route is one line here. Read after the handler returned, i.e. after its transaction
 * committed; a write that failed announces nothing. Writes outside this table (chat, sessions, settings) show on no
 * public page.
 */
export const PUBLIC_WRITES: Record<string, ChangesOf> = {
  'POST /api/projects': byResult('project'),
  'PATCH /api/projects/:id': byParam('project'),
  'POST /api/projects/:id/close': byParam('project'),
  'POST /api/projects/:id/complete': byParam('project'),
  'POST /api/projects/:id/contact': byParam('project'),
  'POST /api/projects/:id/quotes': byParam('project'),
  'PUT /api/quotes/:id': someRequest,
  'POST /api/quotes/:id/withdraw': someRequest,
  'POST /api/quotes/:id/accept': someRequest,
  'POST /api/quotes/:id/decline': someRequest,
  'POST /api/projects/:id/photos': byParam('project'),
  'DELETE /api/projects/:id/photos/:photoId': byParam('project'),
  'POST /api/workers': byResult('worker'),
  'PUT /api/workers/:id': byParam('worker'),
  'POST /api/workers/:id/photos': byParam('worker'),
  'DELETE /api/workers/:id/photos/:photoId': byParam('worker'),
  'POST /api/cleaning': byResult('cleaning'),
  'PUT /api/cleaning/:id': byParam('cleaning'),
  'POST /api/cleaning/:id/paused': byParam('cleaning'),
  'DELETE /api/cleaning/:id': byParam('cleaning'),
  'POST /api/cleaning/:id/photos': byParam('cleaning'),
  'DELETE /api/cleaning/:id/photos/:photoId': byParam('cleaning'),
  'POST /api/users/:id/reviews': ratingsAndNames,
  'PUT /api/reviews/:id': ratingsAndNames,
  'DELETE /api/reviews/:id': ratingsAndNames,
  'POST /api/reviews/:id/reply': ratingsAndNames,
  'PUT /api/reviews/:id/reply': ratingsAndNames,
  // A user's name and logo show on their profile, their services and (masked) their requests.
  'PUT /api/users/:id': () => [{ kind: 'all' }],
  'PUT /api/users/:id/logo': () => [{ kind: 'all' }],
  'DELETE /api/users/:id/logo': () => [{ kind: 'all' }],
  // A deleted account: its requests close, its profile and service go, its reviews show from 'Usuario eliminado'.
  'DELETE /api/user': () => [{ kind: 'all' }],
  'POST /api/admin/actions': moderated,
};

import { screen, within } from '@testing-library/react';
import type { ReportedItem } from '@reformas/shared-types';
import { aSessionUser, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { AdminPage } from './admin.page';

const item = (overrides: Partial<ReportedItem>): ReportedItem => ({
  targetType: 'project',
  targetId: 12,
  reports: 1,
  reasons: ['spam'],
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  hidden: false,
  ...overrides,
});

function openConsole(
  queue: ReportedItem[] | { status: number; body: unknown },
  totp = { enrolled: true, verified: true },
) {
  signIn(aSessionUser({ id: 9 }));
  const calls = fakeFetch((url) => {
    if (url.pathname === '/api/admin/totp') return { body: totp };
    if (url.pathname === '/api/admin/reports') return Array.isArray(queue) ? { body: queue } : queue;
    return { status: 404, body: { message: 'No encontrado' } };
  });
  renderPage(<AdminPage />, { path: '/admin', at: '/admin' });
  return calls;
}

describe('the moderation queue (/admin)', () => {
  it('lists the items in the order the API sends, with kind, reports, reasons, date, hidden tag and links', async () => {
    openConsole([
      item({
        targetType: 'worker_profile',
        targetId: 4,
        reports: 3,
        reasons: ['fraud', 'offensive'],
        hidden: true,
      }),
      item({ targetType: 'review', targetId: 7, reports: 1, reasons: ['personal_data'] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Denuncias pendientes' })).toBeVisible();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first.getByText('Ficha de profesional')).toBeVisible();
    expect(first.getByRole('cell', { name: '3' })).toBeVisible();
    expect(first.getByText('Fraude o estafa, Contenido ofensivo')).toBeVisible();
    expect(first.getByText('Oculto')).toBeVisible();
    expect(first.getByRole('link', { name: 'Revisar ficha de profesional 4' })).toHaveAttribute(
      'href',
      '/admin/item/worker_profile/4',
    );
    expect(first.getByRole('link', { name: 'Ver la página de ficha de profesional 4' })).toHaveAttribute(
      'href',
      '/worker-profiles/4',
    );
    // A review has no page of its own.
    expect(second.getByText('Opinión')).toBeVisible();
    expect(second.getByText('Datos personales de otra persona')).toBeVisible();
    expect(second.queryByText('Oculto')).toBeNull();
    expect(second.queryByRole('link', { name: /Ver la página/ })).toBeNull();
  });

  it('says so when nothing is pending', async () => {
    openConsole([]);
    expect(await screen.findByText('No hay denuncias pendientes.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("tells a signed-in person who is not an operator the API's refusal, and reads no queue", async () => {
    signIn(aSessionUser({ id: 9 }));
    const calls = fakeFetch(() => ({
      status: 403,
      body: { message: 'Solo los operadores pueden hacer esto.' },
    }));
    renderPage(<AdminPage />, { path: '/admin', at: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo los operadores pueden hacer esto.');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/admin/totp']);
  });

  it('asks an enrolled operator for the code before the queue', async () => {
    const calls = openConsole([], { enrolled: true, verified: false });
    expect(await screen.findByLabelText('Código de tu app de autenticación')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(calls.some((c) => c.url.pathname === '/api/admin/reports')).toBe(false);
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    signIn(null);
    fakeFetch(() => ({ status: 401, body: { message: 'Inicia sesión' } }));
    renderPage(<AdminPage />, { path: '/admin', at: '/admin' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth?type=client&next=%2Fadmin');
  });
});

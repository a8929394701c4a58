import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, SessionUser } from '@reformas/shared-types';
import { aProject, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { ClientViewPage } from './client-view.page';

const client: SessionUser = {
  id: 7,
  email: 'marta@ejemplo.es',
  name: 'Marta Ruiz',
  userType: 'client',
  phone: '611222333',
  username: 'marta',
  emailVerified: true,
};

// One of the client's own requests (its author is user 7), titled 'Obra {id}'.
const request = (id: number, overrides: Partial<Project> = {}): Project =>
  aProject({
    id,
    userId: 7,
    email: 'marta@ejemplo.es',
    renovationType: 'kitchen',
    description: `Obra ${id}`,
    status: 'open',
    ...overrides,
  });

// The list arrives after the page's first render; a busy machine takes its time.
const LOADED = { timeout: 5000 };
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('/client-view', () => {
  beforeEach(() => signIn(client));

  it('marks a closed request with its reason and offers to edit or close only the open ones', async () => {
    fakeFetch((url) =>
      url.pathname.endsWith('/contacts')
        ? { body: [] }
        : {
            body: [
              request(2),
              request(1, {
                status: 'closed',
                closeReason: 'not_needed',
                closedAt: '2026-11-21T10:00:00.000Z',
              }),
            ],
          },
    );
    renderPage(<ClientViewPage />, { path: '/client-view', at: '/client-view' });
    await screen.findByRole('heading', { name: 'Obra 1' }, LOADED);
    const closed = within(card('Obra 1'));
    expect(closed.getByText('Cerrada')).toBeInTheDocument();
    expect(closed.getByText(/Motivo: Ya no lo necesito/)).toBeInTheDocument();
    expect(closed.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    const open = within(card('Obra 2'));
    expect(open.getByText('Abierta')).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/create-post?edit=2');

    await userEvent.click(open.getByRole('button', { name: 'Ver detalles' }));
    expect(open.getByRole('button', { name: 'Ocultar detalles' })).toHaveAttribute('aria-expanded', 'true');
    expect(open.getByText('Cocinas')).toBeInTheDocument();
    expect(open.getByText('marta@ejemplo.es')).toBeInTheDocument();
  });

  it("shows each request's state and its count of quotes, linked to its page", async () => {
    fakeFetch((url) =>
      url.pathname.endsWith('/contacts')
        ? { body: [] }
        : {
            body: [
              request(4, { quoteCount: 3 }),
              request(3, { status: 'hired', quoteCount: 1 }),
              request(2, { status: 'completed', quoteCount: 2 }),
              request(1, { status: 'closed', closeReason: 'found', quoteCount: 0 }),
            ],
          },
    );
    renderPage(<ClientViewPage />, { path: '/client-view', at: '/client-view' });
    await screen.findByRole('heading', { name: 'Obra 4' }, LOADED);
    expect(within(card('Obra 4')).getByText('Abierta')).toBeInTheDocument();
    expect(within(card('Obra 4')).getByRole('link', { name: '3 presupuestos' })).toHaveAttribute(
      'href',
      '/projects/4',
    );
    expect(within(card('Obra 3')).getByText('Contratada')).toBeInTheDocument();
    expect(within(card('Obra 3')).getByText('1 presupuesto')).toBeInTheDocument();
    // Hired: no longer edited or closed.
    expect(within(card('Obra 3')).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(card('Obra 2')).getByText('Terminada')).toBeInTheDocument();
    expect(within(card('Obra 1')).getByText('Cerrada')).toBeInTheDocument();
    expect(within(card('Obra 1')).getByText('0 presupuestos')).toBeInTheDocument();
  });

  it('lists under each request who has seen its phone, linked to their profile and chat, and the cap', async () => {
    fakeFetch((url) => {
      if (url.pathname === '/api/projects/2/contacts')
        return {
          body: [
            {
              userId: 30,
              name: 'Luis Mora',
              companyName: 'Reformas Mora',
              profileId: 4,
              createdAt: '2026-11-22T12:00:00.000Z',
            },
            {
              userId: 31,
              name: 'Sara Gil',
              companyName: null,
              profileId: null,
              createdAt: '2026-11-22T11:00:00.000Z',
            },
          ],
        };
      if (url.pathname.endsWith('/contacts')) return { body: [] };
      return { body: [request(2, { maxContacts: 3 }), request(1)] };
    });
    renderPage(<ClientViewPage />, { path: '/client-view', at: '/client-view' });
    await screen.findByRole('heading', { name: 'Obra 2' }, LOADED);
    const seen = within(
      await within(card('Obra 2')).findByRole(
        'group',
        { name: /Profesionales que han visto tu teléfono \(2 de 3\)/ },
        LOADED,
      ),
    );
    expect(seen.getByRole('link', { name: 'Reformas Mora' })).toHaveAttribute('href', '/worker-profiles/4');
    expect(seen.getByText('Sara Gil')).toBeInTheDocument();
    expect(seen.queryByRole('link', { name: 'Sara Gil' })).not.toBeInTheDocument();
    expect(seen.getByRole('link', { name: 'Chatear con Sara Gil' })).toHaveAttribute('href', '/chat/31');
    expect(seen.getAllByText(/^22 de noviembre de 2026(,| a las) \d{2}:00$/)).toHaveLength(2);
    expect(
      within(card('Obra 2')).getByText('Máximo de profesionales que pueden ver mi teléfono:'),
    ).toBeInTheDocument();
    expect(
      await within(card('Obra 1')).findByText('Ningún profesional ha visto todavía tu teléfono.', {}, LOADED),
    ).toBeInTheDocument();
  });

  it('closes a request only once a reason is chosen and confirmed, sending that reason', async () => {
    const calls = fakeFetch((url, init) =>
      init.method === 'POST'
        ? { body: request(2, { status: 'closed', closeReason: 'found' }) }
        : { body: url.pathname.endsWith('/contacts') ? [] : [request(2)] },
    );
    renderPage(<ClientViewPage />, { path: '/client-view', at: '/client-view' });
    await screen.findByRole('heading', { name: 'Obra 2' }, LOADED);
    await userEvent.click(within(card('Obra 2')).getByRole('button', { name: 'Cerrar solicitud' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    const confirm = within(dialog).getByRole('button', { name: 'Cerrar solicitud' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ya he encontrado profesional' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url.pathname).toBe('/api/projects/2/close');
    expect(JSON.parse(String(post?.init.body))).toEqual({ reason: 'found' });
  });

  it("'Cambiar usuario' says what it does, ends the session and opens /auth", async () => {
    const calls = fakeFetch(() => ({ body: [] }));
    renderPage(<ClientViewPage />, { path: '/client-view', at: '/client-view' });
    const button = screen.getByRole('button', { name: 'Cambiar usuario' });
    expect(button).toHaveAccessibleDescription('Cierra la sesión y abre el acceso');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(calls.some((c) => c.url.pathname === '/api/logout' && c.init.method === 'POST')).toBe(true);
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@reformas/shared-types';
import { photoOf } from '@reformas/shared-types/photos';
import {
  aProject,
  aSessionUser,
  fakeFetch,
  recordDials,
  renderPage,
  signIn,
} from '@reformas/web-core/testing';
import { ProjectDetailPage } from './project-detail.page';

// Request 7 by user 3, as a visitor is sent it: name and phone masked, no call.
const request = (overrides: Partial<Project> = {}): Project =>
  aProject({
    id: 7,
    userId: 3,
    name: 'Carmen L.',
    phone: '***777',
    canCall: false,
    canReveal: false,
    renovationType: 'kitchen',
    city: 'Valencia',
    postalCode: '46001',
    description: 'Cambiar los muebles de la cocina',
    status: 'open',
    ...overrides,
  });

const open = (at = '/projects/7') => renderPage(<ProjectDetailPage />, { path: '/projects/:id', at });
// The request arrives after the page's first render; a busy machine takes its time.
const LOADED = { timeout: 5000 };
const location = () => screen.getByTestId('location').textContent;

describe('/projects/:id', () => {
  it("shows a visitor the request masked, titled by type and city, and asks to sign in on 'Contactar' and 'Chatear'", async () => {
    signIn(null);
    fakeFetch(() => ({ body: request() }));
    open();
    // A skeleton of the page's size while it loads.
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de reforma' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cocinas en Valencia' }, LOADED),
    ).toBeVisible();
    expect(document.title).toBe('Cocinas en Valencia · ReformasYa');
    const facts = screen.getByRole('article');
    expect(facts).toHaveTextContent('Valencia, 46001');
    expect(facts).toHaveTextContent('Carmen L.');
    expect(facts).toHaveTextContent('***777');
    expect(facts).toHaveTextContent('Cambiar los muebles de la cocina');
    expect(within(facts).queryByRole('img', { name: 'Correo verificado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /tel:|Contactar/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Chatear' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(within(dialog).getByText('Acceso requerido')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Para contactar con el cliente necesitas iniciar sesión o registrarte.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión / Registrarse' }));
    expect(location()).toBe('/auth?type=professional&next=%2Fprojects%2F7');
  });

  it('shows the request’s photos as a gallery of thumbnails that open the large photo', async () => {
    signIn(null);
    const photos = [photoOf('a'.repeat(32)), photoOf('b'.repeat(32))];
    fakeFetch(() => ({ body: request({ photos }) }));
    open();
    const gallery = await screen.findByRole('region', { name: 'Fotos' }, LOADED);
    const thumbs = within(gallery).getAllByRole('img', {
      name: /^Foto \d de la solicitud: Cambiar los muebles/,
    });
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual(photos.map((p) => p.thumbUrl));
    await userEvent.click(within(gallery).getByRole('button', { name: /Ver foto 2 de 2/ }));
    const viewer = within(gallery).getByRole('dialog', { hidden: true });
    expect(within(viewer).getByRole('img', { hidden: true })).toHaveAttribute('src', photos[1]?.url);
  });

  it("lets a professional reveal the phone and dial it in one click, with 'Chatear' beside it", async () => {
    signIn(aSessionUser({ id: 20, userType: 'professional' }));
    const dials = recordDials();
    try {
      fakeFetch((url, init) =>
        url.pathname === '/api/projects/7/contact' && init.method === 'POST'
          ? { body: { projectId: 7, name: 'Carmen López', phone: '699 888 777', email: null } }
          : url.pathname === '/api/projects/7/quotes'
            ? { body: [] }
            : { body: request({ canReveal: true }) },
      );
      open();
      const contact = await screen.findByRole('button', { name: 'Contactar' }, LOADED);
      expect(screen.getByRole('link', { name: 'Chatear' })).toHaveAttribute('href', '/chat/3');
      await userEvent.click(contact);
      expect(await screen.findByRole('link', { name: 'Contactar 699 888 777' })).toHaveAttribute(
        'href',
        'tel:699888777',
      );
      expect(dials.dialed).toEqual(['tel:699888777']);
    } finally {
      dials.stop();
    }
  });

  it('gives its author the edit and close actions and who has seen the phone, and no contact button', async () => {
    signIn(aSessionUser({ id: 3, userType: 'client' }));
    fakeFetch((url) =>
      url.pathname === '/api/projects/7/quotes'
        ? { body: [] }
        : url.pathname === '/api/projects/7/contacts'
          ? {
              body: [
                {
                  userId: 20,
                  name: 'Jorge Pérez',
                  companyName: 'Reformas Pérez',
                  profileId: 4,
                  createdAt: '2026-05-05T10:00:00.000Z',
                },
              ],
            }
          : {
              body: request({ name: 'Carmen López', phone: '699888777', canCall: true, emailVerified: true }),
            },
    );
    open();
    expect(await screen.findByRole('link', { name: 'Editar' }, LOADED)).toHaveAttribute(
      'href',
      '/create-post?edit=7',
    );
    expect(screen.getByRole('button', { name: 'Cerrar solicitud' })).toBeInTheDocument();
    // A confirmed author's address is marked in the same row as 'Tu solicitud'.
    expect(screen.getByRole('img', { name: 'Correo verificado' }).parentElement).toHaveTextContent(
      'Tu solicitud',
    );
    expect(screen.getByRole('article')).toHaveTextContent('699888777');
    const seen = screen.getByRole('group', { name: /Profesionales que han visto tu teléfono/ });
    expect(await within(seen).findByRole('link', { name: 'Reformas Pérez' }, LOADED)).toHaveAttribute(
      'href',
      '/worker-profiles/4',
    );
    expect(screen.queryByRole('button', { name: 'Contactar' })).not.toBeInTheDocument();
  });

  it('keeps a closed request for its author, marked closed and without edit or close', async () => {
    signIn(aSessionUser({ id: 3, userType: 'client' }));
    fakeFetch((url) =>
      url.pathname.endsWith('/contacts') || url.pathname.endsWith('/quotes')
        ? { body: [] }
        : { body: request({ status: 'closed', closeReason: 'found', closedAt: '2026-05-06T10:00:00.000Z' }) },
    );
    open();
    expect(await screen.findByText('Cerrada', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar solicitud' })).not.toBeInTheDocument();
  });

  it('says in Spanish that an unknown or closed request does not exist, and asks nothing for a non-numeric id', async () => {
    signIn(null);
    const calls = fakeFetch(() => ({ status: 404, body: { message: 'Solicitud no encontrada' } }));
    open('/projects/999');
    expect(
      await screen.findByText('Esta solicitud no existe o ya está cerrada.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a los proyectos/ })).toHaveAttribute('href', '/projects');
    await waitFor(() => expect(calls).toHaveLength(1));

    calls.length = 0;
    cleanup();
    open('/projects/abc');
    expect(screen.getByText('Esta solicitud no existe o ya está cerrada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/projects'))).toHaveLength(0);
  });

  it("lets a signed-in visitor report the request: a reason, details, then 'Gracias. Revisaremos tu denuncia.'", async () => {
    signIn(aSessionUser({ id: 9, userType: 'client' }));
    const calls = fakeFetch((url, init) =>
      url.pathname === '/api/reports' && init.method === 'POST'
        ? { status: 201, body: { id: 1, status: 'open' } }
        : { body: request() },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    const send = within(dialog).getByRole('button', { name: 'Enviar denuncia' });
    // No reason yet, nothing to send.
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fraude o estafa' }));
    await userEvent.type(within(dialog).getByLabelText('Detalles (opcional)'), 'Pide pagar por adelantado');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Gracias. Revisaremos tu denuncia.', {}, LOADED)).toBeVisible();
    const sent = calls.filter((c) => c.url.pathname === '/api/reports');
    expect(sent.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { targetType: 'project', targetId: 7, reason: 'fraud', details: 'Pide pagar por adelantado' },
    ]);
  });

  it('shows the API’s refusal of a second report in the dialog, and asks a visitor to sign in first', async () => {
    signIn(aSessionUser({ id: 9, userType: 'client' }));
    fakeFetch((url, init) =>
      url.pathname === '/api/reports' && init.method === 'POST'
        ? {
            status: 409,
            body: { message: 'Ya has denunciado esto y tu denuncia está pendiente de revisión.' },
          }
        : { body: request() },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam o publicidad' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(
      await within(dialog).findByText(
        'Ya has denunciado esto y tu denuncia está pendiente de revisión.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    cleanup();

    signIn(null);
    fakeFetch(() => ({ body: request() }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }, LOADED));
    const access = await screen.findByRole('dialog', {}, LOADED);
    expect(access).toHaveTextContent('Para denunciar necesitas iniciar sesión o registrarte.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@reformas/shared-types';
import { subscribeToasts, type Toast } from '@reformas/web-core';
import { aCleaningService, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { CreateCleaningPage } from './create-cleaning.page';

const cleaner: SessionUser = {
  id: 21,
  username: 'rocio',
  email: 'rocio@example.com',
  name: 'Rocío Pérez',
  userType: 'cleaning',
  phone: '600112233',
};

// The cleaner's own service.
const published = aCleaningService({ userId: 21 });

const location = () => screen.getByTestId('location').textContent;
const open = () => renderPage(<CreateCleaningPage />, { path: '/create-cleaning', at: '/create-cleaning' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('/create-cleaning', () => {
  let toasts: Toast[];
  let unsubscribe: () => void;
  beforeEach(() => {
    toasts = [];
    unsubscribe = subscribeToasts((t) => toasts.push(t));
  });
  afterEach(() => unsubscribe());

  it('sends a signed-out visitor to /auth?type=cleaning and back here', async () => {
    signIn(null);
    fakeFetch(() => ({ status: 401 }));
    open();
    await waitFor(() => expect(location()).toBe('/auth?type=cleaning&next=%2Fcreate-cleaning'));
  });

  it("says 'Cargando información...' while the user's service is checked", async () => {
    signIn(cleaner);
    let answer: (value: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando información...');
    answer({
      ok: true,
      status: 200,
      statusText: '',
      headers: { get: () => '0' },
      text: async () => '[]',
    } as never);
    expect(await screen.findByRole('button', { name: 'Publicar servicio' })).toBeInTheDocument();
  });

  it('shows the notice with links to the list and to messages when a service is already published', async () => {
    signIn(cleaner);
    fakeFetch(() => ({ body: [published], total: 1 }));
    open();
    expect(await screen.findByText('Ya tienes un servicio de limpieza publicado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver servicios de limpieza' })).toHaveAttribute(
      'href',
      '/cleaning',
    );
    expect(screen.getByRole('link', { name: 'Ir a mensajes' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('button', { name: 'Publicar servicio' })).not.toBeInTheDocument();
  });

  it("shows the form's messages before sending anything", async () => {
    signIn({ ...cleaner, name: 'R', phone: '123' });
    const calls = fakeFetch(() => ({ body: [], total: 0 }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar servicio' }));
    for (const message of [
      'El nombre debe tener al menos 2 caracteres',
      'El teléfono debe tener al menos 9 caracteres',
      'La ciudad es requerida',
      'Selecciona los años de experiencia',
      'Selecciona al menos un tipo de servicio',
      'Selecciona tu disponibilidad',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('publishes the form (several types as a list, direct contact on by default), toasts and goes to /cleaning', async () => {
    signIn(cleaner);
    const calls = fakeFetch((url, init) =>
      init.method === 'POST' ? { status: 201, body: published } : { body: [], total: 0 },
    );
    open();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Rocío Pérez');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('600112233');
    expect(screen.getByRole('switch', { name: 'Permitir contacto directo por chat' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Sevilla');
    await choose('Años de experiencia', '4 años');
    await choose('Disponibilidad', 'Mañanas');
    const types = screen.getByRole('group', { name: 'Tipos de servicio' });
    await userEvent.click(within(types).getByLabelText('Hogar'));
    await userEvent.click(within(types).getByLabelText('Oficinas'));
    await userEvent.click(screen.getByLabelText('Con referencias'));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar servicio' }));

    await waitFor(() => expect(location()).toBe('/cleaning'));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url.pathname).toBe('/api/cleaning');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'Rocío Pérez',
      phone: '600112233',
      city: 'Sevilla',
      experience: 4,
      availability: 'morning',
      serviceType: ['home', 'office'],
      photoUrl: null,
      description: null,
      hasReferences: true,
      allowDirectContact: true,
      userId: 21,
    });
    expect(toasts).toEqual([
      {
        type: 'success',
        title: 'Servicio publicado con éxito',
        description: 'Tu servicio de limpieza ha sido publicado correctamente.',
      },
    ]);
  });

  it("toasts 'Error al publicar' with the server's message and stays on the form", async () => {
    signIn(cleaner);
    fakeFetch((url, init) =>
      init.method === 'POST'
        ? { status: 500, body: { message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.' } }
        : { body: [], total: 0 },
    );
    open();
    await userEvent.type(await screen.findByLabelText('Ciudad'), 'Sevilla');
    await choose('Años de experiencia', '1 año');
    await choose('Disponibilidad', 'Tardes');
    await userEvent.click(screen.getByLabelText('Hogar'));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar servicio' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          type: 'error',
          title: 'Error al publicar',
          description: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
        },
      ]),
    );
    expect(location()).toBe('/create-cleaning');
  });

  it.each([
    ['client', 'Tu cuenta es de cliente', 'Publicar una solicitud de reforma', '/create-post'],
    ['professional', 'Tu cuenta es de profesional', 'Ir a mi perfil profesional', '/worker-view?tab=perfil'],
  ] as const)(
    'shows a signed-in %s, instead of the form, what their account can publish',
    async (userType, account, link, path) => {
      signIn({ ...cleaner, userType });
      const requests: string[] = [];
      fakeFetch((url) => (requests.push(url.pathname), { body: [], total: 0 }));
      open();
      expect(
        await screen.findByText('Los servicios de limpieza son para cuentas de limpieza'),
      ).toBeInTheDocument();
      expect(screen.getByText(new RegExp(account))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', path);
      expect(screen.queryByRole('button', { name: 'Publicar servicio' })).not.toBeInTheDocument();
      expect(requests).toEqual([]);
    },
  );
});

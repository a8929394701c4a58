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
  emailVerified: true,
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
    // No 'URL de tu foto': photos are uploaded.
    expect(screen.queryByText(/URL de tu foto/)).not.toBeInTheDocument();
  });

  it("edits the published service with the form filled in, and sends it whole ('Guardar cambios')", async () => {
    signIn(cleaner);
    const service = aCleaningService({
      id: 9,
      userId: 21,
      name: 'Limpiezas Rocío',
      // Its owner's view: the phone whole.
      phone: '600112233',
      serviceType: '["home"]',
      experience: 17,
    });
    const calls = fakeFetch((url, init) =>
      init.method === 'PUT' ? { body: { ...service, experience: 3 } } : { body: [service], total: 1 },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar servicio' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Limpiezas Rocío');
    expect(
      within(screen.getByRole('group', { name: 'Tipos de servicio' })).getByLabelText('Hogar'),
    ).toBeChecked();
    await choose('Años de experiencia', '3 años');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // antd checks every field before onFinish: slower than waitFor's default second on a busy machine.
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', title: 'Servicio actualizado' }]), {
      timeout: 5000,
    });
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/cleaning/9');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      experience: 3,
      serviceType: ['home'],
      userId: 21,
    });
    expect(await screen.findByRole('button', { name: 'Editar servicio' })).toBeInTheDocument();
  });

  it('pauses the service and says it is out of the directory; resuming puts it back', async () => {
    signIn(cleaner);
    let paused = false;
    const service = aCleaningService({ id: 9, userId: 21 });
    const calls = fakeFetch((url, init) => {
      if (init.method === 'POST') paused = (JSON.parse(String(init.body)) as { paused: boolean }).paused;
      return url.pathname === '/api/cleaning/9/paused'
        ? { body: { ...service, paused } }
        : { body: [{ ...service, paused }], total: 1 };
    });
    open();
    expect(await screen.findByText('Tu servicio aparece en el directorio.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pausar servicio' }));
    expect(await screen.findByText(/Tu servicio está en pausa/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver mi página' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a publicar' }));
    expect(await screen.findByText('Tu servicio aparece en el directorio.')).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => String(c.init.body))).toEqual([
      '{"paused":true}',
      '{"paused":false}',
    ]);
  });

  it('removes the service only after confirming, and then offers the publish form again', async () => {
    signIn(cleaner);
    let removed = false;
    const service = aCleaningService({ id: 9, userId: 21 });
    const calls = fakeFetch((url, init) => {
      if (init.method === 'DELETE') {
        removed = true;
        return { status: 204 };
      }
      return { body: removed ? [] : [service], total: removed ? 0 : 1 };
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar servicio' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('No se puede deshacer');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar servicio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByRole('button', { name: 'Publicar servicio' })).toBeInTheDocument();
    expect(calls.find((c) => c.init.method === 'DELETE')?.url.pathname).toBe('/api/cleaning/9');
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

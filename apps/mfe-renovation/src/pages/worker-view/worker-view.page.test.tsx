import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject, aQuote, aSessionUser, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { WorkerViewPage } from './worker-view.page';

const project = (id: number, city: string) => aProject({ id, city });

describe('/worker-view', () => {
  beforeEach(() => signIn(null));

  it('shows 3 skeletons, then the cards with a chip per city (checkboxes that write ?city=)', async () => {
    fakeFetch((url) =>
      url.pathname === '/api/projects'
        ? { body: [project(1, 'Madrid'), project(2, 'Sevilla')], total: 2 }
        : { body: [] },
    );
    renderPage(<WorkerViewPage />, { path: '/worker-view', at: '/worker-view' });
    expect(document.querySelectorAll('.board-grid[aria-busy="true"] .skeleton-card')).toHaveLength(3);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Filtrar por población (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Todas' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sevilla' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/worker-view?city=Sevilla'),
    );
    expect(screen.getByRole('checkbox', { name: 'Sevilla' })).toBeChecked();
  });

  it('the tabs answer to arrow keys and keep the open tab in the URL', async () => {
    fakeFetch(() => ({ body: [], total: 0 }));
    renderPage(<WorkerViewPage />, { path: '/worker-view', at: '/worker-view' });
    const projects = screen.getByRole('tab', { name: 'Proyectos Disponibles' });
    expect(projects).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Proyectos Disponibles');

    projects.focus();
    await userEvent.keyboard('{ArrowRight}');
    const profile = screen.getByRole('tab', { name: 'Mi Perfil Profesional' });
    await waitFor(() => expect(profile).toHaveAttribute('aria-selected', 'true'));
    expect(profile).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/worker-view?tab=perfil');
    // Signed out, the profile tab asks to sign in.
    expect(
      await screen.findByText(
        'Para crear o editar tu perfil profesional necesitas iniciar sesión o registrarte.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['client', 'Tu cuenta es de cliente', 'Publicar una solicitud de reforma', '/create-post'],
    ['cleaning', 'Tu cuenta es de limpieza', 'Publicar mi servicio de limpieza', '/create-cleaning'],
  ] as const)(
    'shows a signed-in %s, instead of the profile form, what their account can publish',
    async (userType, account, link, path) => {
      signIn(aSessionUser({ id: 5, userType, phone: null }));
      const requests: string[] = [];
      fakeFetch((url) => (requests.push(url.pathname), { body: [], total: 0 }));
      renderPage(<WorkerViewPage />, { path: '/worker-view', at: '/worker-view?tab=perfil' });
      expect(
        await screen.findByText('Los perfiles profesionales son para cuentas de profesional'),
      ).toBeInTheDocument();
      expect(screen.getByText(new RegExp(account))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', path);
      expect(screen.queryByRole('button', { name: 'Crear Perfil' })).not.toBeInTheDocument();
      // Not even the profile is asked for: there is none to edit.
      expect(requests).not.toContain('/api/workers');
    },
  );

  it("lists a professional's quotes in 'Mis presupuestos': request, total, state, sent date and validity", async () => {
    signIn(aSessionUser({ id: 30, userType: 'professional', phone: null }));
    fakeFetch((url) =>
      url.pathname === '/api/quotes'
        ? {
            body: [
              aQuote({ id: 11, projectId: 7, status: 'accepted', validUntil: '2026-12-28' }),
              aQuote({
                id: 12,
                projectId: 8,
                status: 'not_selected',
                totalCents: 250_050,
                project: { renovationType: 'bathroom', city: 'Sevilla', status: 'hired' },
              }),
            ],
          }
        : { body: [], total: 0 },
    );
    renderPage(<WorkerViewPage />, { path: '/worker-view', at: '/worker-view?tab=presupuestos' });
    expect(screen.getByRole('tab', { name: 'Mis presupuestos' })).toHaveAttribute('aria-selected', 'true');
    const first = (
      await screen.findByRole('link', { name: 'Cocinas en Valencia' }, { timeout: 5000 })
    ).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Cocinas en Valencia' })).toHaveAttribute('href', '/projects/7');
    expect(first).toHaveTextContent('Aceptado');
    expect(first).toHaveTextContent(/1\.210,00\s€/);
    expect(first).toHaveTextContent('Enviado el28 de noviembre de 2026');
    expect(first).toHaveTextContent('Válido hasta28 de diciembre de 2026');
    const second = screen.getByRole('link', { name: 'Baños en Sevilla' }).closest('li') as HTMLElement;
    expect(second).toHaveTextContent('No seleccionado');
    expect(second).toHaveTextContent(/2\.500,50\s€/);
  });
});

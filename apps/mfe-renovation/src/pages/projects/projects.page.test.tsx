import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { ProjectsPage } from './projects.page';

const project = (id: number) => aProject({ id });

describe('/projects', () => {
  beforeEach(() => signIn(null));

  it('shows 6 skeletons, then the cards the server sent for the filters in the URL', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const calls = fakeFetch((url) =>
      url.pathname === '/api/projects' ? { body: [project(1), project(2)], total: 2 } : { body: [] },
    );
    const fetchNow = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await held;
      return fetchNow(...args);
    }) as typeof fetch;
    renderPage(<ProjectsPage />, { path: '/projects', at: '/projects?type=bathroom&city=Mad' });
    expect(document.querySelectorAll('.board-grid[aria-busy="true"] .skeleton-card')).toHaveLength(6);
    answer();

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Proyectos filtrados (2)' })).toBeInTheDocument();
    const board = calls.find(({ url }) => url.pathname === '/api/projects')?.url;
    expect(board?.searchParams.get('renovationType')).toBe('bathroom');
    expect(board?.searchParams.get('city')).toBe('Mad');
    expect(screen.getByLabelText('Tipo de reforma')).toHaveDisplayValue('Baños');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Mad');
  });

  it('the native type select and the reset button write the URL', async () => {
    fakeFetch((url) => (url.pathname === '/api/projects' ? { body: [project(1)], total: 1 } : { body: [] }));
    renderPage(<ProjectsPage />, { path: '/projects', at: '/projects' });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Restablecer filtros' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Tipo de reforma'), 'Cocinas');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/projects?type=kitchen'));
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer filtros' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects$/));
  });

  it("applies the typed city at once with Enter or 'Buscar', the filter form's submit button", async () => {
    fakeFetch((url) => (url.pathname === '/api/projects' ? { body: [project(1)], total: 1 } : { body: [] }));
    renderPage(<ProjectsPage />, { path: '/projects', at: '/projects' });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');

    // Without a pause in typing: the form's submit, not the typing delay, writes the URL.
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Sevilla{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/projects?city=Sevilla');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/projects?city=Sevillax');
  });
});

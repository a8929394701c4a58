import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from '@reformas/web-core';
import { fakeFetch } from '@reformas/web-core/testing';
import { RemoteRoutes, readPrerenderedRoute } from './remote-routes';

// The pages a remote exposes, as the federation runtime would hand them over.
jest.mock('./load-remote', () => ({
  ...jest.requireActual<object>('./load-remote'),
  loadRemoteComponent: async (id: string) => ({
    default: function RemotePage() {
      const { id: param } = useParams();
      return <h1>{`${id}${param ? ` ${param}` : ''}`}</h1>;
    },
  }),
}));

// The live pointer as the release tool writes it: mfe_cleaning's release declares a route the shell was never
// built with (/ofertas-limpieza/:id).
const POINTER = {
  mfe_cleaning: {
    release: '20261127-010000-aaaaaaaa',
    entry: 'https://cdn.example/mfe-cleaning/20261127-010000-aaaaaaaa/mf-manifest.json',
    routes: [
      { path: '/cleaning', module: 'mfe_cleaning/CleaningPage', frame: 'frames/cleaning.html' },
      { path: '/ofertas-limpieza/:id', module: 'mfe_cleaning/OffersPage' },
      // Another remote's module: not this remote's route to give.
      { path: '/robado', module: 'mfe_chat/ChatPage' },
    ],
  },
};

function shellAt(path: string, prerendered: Parameters<typeof RemoteRoutes>[0]['prerendered'] = null) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Inicio</h1>} />
        <Route path="*" element={<RemoteRoutes prerendered={prerendered} notFound={<h1>No existe</h1>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the shell's router of remote routes, built from remotes.json", () => {
  beforeEach(() => {
    fakeFetch((url) => (url.pathname === '/remotes.json' ? { body: POINTER } : { status: 404 }));
  });

  it('shows a route that only the remote’s release declares, with its parameters', async () => {
    shellAt('/ofertas-limpieza/7');
    expect(await screen.findByRole('heading', { name: 'mfe_cleaning/OffersPage 7' })).toBeVisible();
  });

  it('shows the 404 page for a path no remote declares, and for one routed to another remote’s module', async () => {
    const unknown = shellAt('/no-existe');
    expect(await screen.findByRole('heading', { name: 'No existe' })).toBeVisible();
    unknown.unmount();
    shellAt('/robado');
    expect(await screen.findByRole('heading', { name: 'No existe' })).toBeVisible();
  });

  it('keeps a composed page’s frame, as painted, until the remote’s page replaces it', async () => {
    const { container } = shellAt('/cleaning', {
      path: '/cleaning',
      module: 'mfe_cleaning/CleaningPage',
      frameHtml: '<div class="frame" inert=""><h1>Servicios de limpieza</h1></div>',
    });
    expect(container.querySelector('[data-remote-frame]')?.innerHTML).toBe(
      '<div class="frame" inert=""><h1>Servicios de limpieza</h1></div>',
    );
    expect(await screen.findByRole('heading', { name: 'mfe_cleaning/CleaningPage' })).toBeVisible();
    expect(container.querySelector('[data-remote-frame]')).toBeNull();
  });

  it('reads a composed page’s root at its own path, and a parametric route’s page at any value of its parameter', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><div data-remote-frame=""><h1>Servicio</h1></div></main>';
    const composed = (route: string, at: string) => {
      Object.assign(root.dataset, { prerendered: route, route, remote: 'mfe_cleaning/CleaningDetailPage' });
      window.history.replaceState(null, '', at);
      return readPrerenderedRoute(root);
    };
    const detail = {
      path: '/cleaning/:id',
      module: 'mfe_cleaning/CleaningDetailPage',
      frameHtml: '<h1>Servicio</h1>',
    };
    expect(composed('/cleaning/:id', '/cleaning/7')).toEqual(detail);
    expect(composed('/cleaning/:id', '/cleaning/7?desde=mapa')).toEqual(detail);
    expect(composed('/cleaning', '/cleaning')).toEqual({ ...detail, path: '/cleaning' });
    // Another address than the page was composed for (a stale page, a deeper path): rendered from scratch.
    expect(composed('/cleaning/:id', '/cleaning/7/resenas')).toBeNull();
    expect(composed('/cleaning/:id', '/cleaning')).toBeNull();
    expect(composed('/cleaning', '/projects')).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject, fakeFetch, recordDials, renderPage } from '@reformas/web-core/testing';
import { BoardCard } from './board.card';
import { DashboardCard } from '../pages/worker-view/dashboard.card';

// Request 7 by user 3, its phone sent whole to a professional who may call (and so has nothing to reveal).
const project = aProject({
  id: 7,
  userId: 3,
  name: 'Carmen López',
  phone: '699 888 777',
  canCall: true,
  canReveal: false,
});

const renderCard = (card: React.ReactElement) => renderPage(card, { path: '/', at: '/' });

// A call is offered only when the API says this viewer may call (canCall), whatever the phone looks like.
describe('call links follow the API’s canCall', () => {
  beforeEach(() => fakeFetch(() => ({ status: 500 })));

  it("the board card's 'Ver más' leads to the request's own page, for anyone", () => {
    renderCard(<BoardCard project={{ ...project, canCall: false, phone: '***777' }} />);
    expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/projects/7');
    expect(screen.queryByRole('link', { name: /Llamar/ })).not.toBeInTheDocument();
  });

  it('the dashboard card dials and offers the chat with canCall; without it "Contactar" explains instead', async () => {
    const cannot = jest.fn();
    renderCard(<DashboardCard project={project} onCannotContact={cannot} />);
    expect(screen.getByRole('link', { name: 'Contactar 699 888 777' })).toHaveAttribute(
      'href',
      'tel:699888777',
    );
    expect(screen.getByRole('link', { name: 'Chatear' })).toHaveAttribute('href', '/chat/3');
    expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/projects/7');
    cleanup();

    renderCard(<DashboardCard project={{ ...project, canCall: false }} onCannotContact={cannot} />);
    expect(screen.queryByRole('link', { name: /Contactar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(cannot).toHaveBeenCalledTimes(1);
  });
});

// A professional who has not revealed the request: one click asks the API for the phone and dials it.
describe('"Contactar" reveals the phone on request', () => {
  const masked = { ...project, phone: '***777', canCall: false, canReveal: true };
  let dials: ReturnType<typeof recordDials>;
  beforeEach(() => {
    dials = recordDials();
  });
  afterEach(() => dials.stop());

  it('asks for the phone and dials it in the same click, then shows it', async () => {
    const calls = fakeFetch((url, init) =>
      url.pathname === '/api/projects/7/contact' && init.method === 'POST'
        ? { body: { projectId: 7, name: 'Carmen López', phone: '699 888 777', email: null } }
        : { body: [] },
    );
    renderCard(<DashboardCard project={masked} onCannotContact={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(await screen.findByRole('link', { name: 'Contactar 699 888 777' })).toHaveAttribute(
      'href',
      'tel:699888777',
    );
    expect(dials.dialed).toEqual(['tel:699888777']);
    expect(calls.filter((c) => c.url.pathname === '/api/projects/7/contact')).toHaveLength(1);
  });

  it("past the client's cap (409) says so and offers the chat instead; past the daily limit (429) shows why", async () => {
    fakeFetch(() => ({ status: 409, body: { message: 'lleno' } }));
    renderCard(<DashboardCard project={masked} onCannotContact={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Este cliente ya tiene suficientes profesionales interesados en su solicitud. Puedes escribirle por el chat.',
    );
    expect(screen.getByRole('link', { name: 'Chatear' })).toHaveAttribute('href', '/chat/3');
    expect(dials.dialed).toEqual([]);
    cleanup();

    const limit = 'Has alcanzado el máximo de solicitudes que puedes contactar en 24 horas.';
    fakeFetch(() => ({ status: 429, body: { message: limit } }));
    renderCard(<DashboardCard project={masked} onCannotContact={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(dials.dialed).toEqual([]);
  });

  it('to a professional not listed in the directory (403) shows why and links to the profile form', async () => {
    const why =
      'Para ver el teléfono de un cliente, publica antes tu perfil profesional en el directorio, con al menos un servicio.';
    fakeFetch(() => ({ status: 403, body: { message: why } }));
    renderCard(<DashboardCard project={masked} onCannotContact={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.getByRole('link', { name: 'Publicar mi perfil profesional' })).toHaveAttribute(
      'href',
      '/worker-view?tab=perfil',
    );
    expect(dials.dialed).toEqual([]);
  });
});

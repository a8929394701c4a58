import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkerProfile } from '@reformas/shared-types';
import { aWorkerProfile, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { WorkerProfilesPage } from './worker-profiles.page';

// A directory card named 'Reformas {id}', not yet reviewed unless told.
const profile = (id: number, overrides: Partial<WorkerProfile> = {}): WorkerProfile =>
  aWorkerProfile({
    id,
    companyName: `Reformas ${id}`,
    ratingAverage: null,
    ratingCount: 0,
    responseMinutes: null,
    ...overrides,
  });

const location = () => screen.getByTestId('location').textContent;
const open = (at: string) => renderPage(<WorkerProfilesPage />, { path: '/worker-profiles', at });
const LOADED = { timeout: 5000 };

describe('/worker-profiles', () => {
  beforeEach(() => signIn(null));

  it("shows each card's average and count, or 'Sin opiniones todavía', and the response time when there is one", async () => {
    fakeFetch(() => ({
      body: [profile(1, { ratingAverage: 4.5, ratingCount: 12, responseMinutes: 150 }), profile(2)],
      total: 2,
    }));
    open('/worker-profiles');
    const rated = await screen.findByRole('article', { name: 'Reformas 1' }, LOADED);
    expect(rated).toHaveTextContent('4,5 (12 opiniones)');
    expect(rated).toHaveTextContent('Suele responder en unas 3 horas');
    const unrated = screen.getByRole('article', { name: 'Reformas 2' });
    expect(unrated).toHaveTextContent('Sin opiniones todavía');
    expect(unrated).not.toHaveTextContent('Suele responder');
  });

  it("orders by 'Mejor valorados' through ?sort=rating, keeping the search, and back to 'Más recientes'", async () => {
    const calls = fakeFetch(() => ({ body: [profile(1)], total: 1 }));
    open('/worker-profiles?q=Madrid');
    await screen.findByRole('article', {}, LOADED);
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(order).toHaveDisplayValue('Más recientes');
    expect(calls[0]?.url.searchParams.get('sort')).toBeNull();

    await userEvent.selectOptions(order, 'Mejor valorados');
    expect(location()).toBe('/worker-profiles?q=Madrid&sort=rating');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('rating'));
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('Madrid');

    await userEvent.selectOptions(order, 'Más recientes');
    expect(location()).toBe('/worker-profiles?q=Madrid');
  });

  it('reads the order from the URL on arrival', async () => {
    const calls = fakeFetch(() => ({ body: [profile(1)], total: 1 }));
    open('/worker-profiles?sort=rating');
    await screen.findByRole('article', {}, LOADED);
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Mejor valorados');
    expect(calls[0]?.url.searchParams.get('sort')).toBe('rating');
    expect(within(screen.getByRole('article')).getByText('Sin opiniones todavía')).toBeInTheDocument();
  });
});

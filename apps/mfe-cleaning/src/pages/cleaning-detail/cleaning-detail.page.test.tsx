import { cleanup, screen } from '@testing-library/react';
import type { RatingSummary } from '@reformas/shared-types';
import { aCleaningService, aSessionUser, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { CleaningDetailPage } from './cleaning-detail.page';

// Service 4, of user 9, with the one review below (reviews are about the person).
const service = aCleaningService({ id: 4, userId: 9, name: 'R***o', ratingAverage: 4, ratingCount: 1 });

const rating: RatingSummary = {
  userId: 9,
  average: 4,
  count: 1,
  stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
  canReview: false,
  myReviewId: null,
};

const open = (at: string) => renderPage(<CleaningDetailPage />, { path: '/cleaning/:id', at });
const LOADED = { timeout: 5000 };

describe('/cleaning/:id', () => {
  beforeEach(() => signIn(null));

  it("shows the owner's service under its name as the heading, and its reviews", async () => {
    const calls = fakeFetch((url) => {
      if (url.pathname === '/api/cleaning/4') return { body: service };
      if (url.pathname === '/api/users/9/rating') return { body: rating };
      if (url.pathname === '/api/users/9/reviews')
        return {
          body: [
            {
              id: 1,
              providerId: 9,
              reviewerName: 'Lucía F.',
              rating: 4,
              text: 'Limpieza tras obra muy completa, repetiría.',
              verifiedBy: 'chat',
              createdAt: '2026-11-20T10:00:00.000Z',
              updatedAt: '2026-11-20T10:00:00.000Z',
              reply: null,
              mine: false,
              canReply: false,
            },
          ],
          total: 1,
        };
      return { status: 404, body: { message: 'No encontrado' } };
    });
    open('/cleaning/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'R***o' }, LOADED)).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Lucía F.' }, LOADED)).toHaveTextContent(
      'Contacto verificado por chat',
    );
    expect(screen.getByRole('region', { name: 'Opiniones' })).toHaveTextContent('4,0');
    expect(calls.map((c) => c.url.pathname)).toContain('/api/cleaning/4');
  });

  it('says in Spanish that an unknown service was not found, and asks nothing for a malformed id', async () => {
    fakeFetch(() => ({ status: 404, body: { message: 'No encontrado' } }));
    open('/cleaning/12345');
    expect(await screen.findByText('No se encontró el servicio de limpieza', {}, LOADED)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicio de limpieza' })).toBeVisible();
    document.body.innerHTML = '';
    const calls = fakeFetch(() => ({ body: service }));
    open('/cleaning/abc');
    expect(screen.getByText('No se encontró el servicio de limpieza')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("offers 'Denunciar' to anyone but the service's owner", async () => {
    fakeFetch((url) => (url.pathname === '/api/cleaning/4' ? { body: service } : { body: rating }));
    open('/cleaning/4');
    expect(await screen.findByRole('button', { name: 'Denunciar' }, LOADED)).toBeVisible();
    cleanup();
    signIn(aSessionUser({ id: 9, userType: 'cleaning' }));
    fakeFetch((url) => (url.pathname === '/api/cleaning/4' ? { body: service } : { body: rating }));
    open('/cleaning/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'R***o' }, LOADED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
  });
});

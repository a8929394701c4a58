import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RatingSummary, Review } from '@reformas/shared-types';
import { aSessionUser, fakeFetch, renderPage, signIn, type FakeAnswer } from '@reformas/web-core/testing';
import { ReviewsSection } from './reviews.section';

const PROVIDER = 9;
const LOADED = { timeout: 5000 };
const GOOD_TEXT = 'Trabajo impecable y muy puntuales, lo recomiendo sin dudar.';

const summary = (overrides: Partial<RatingSummary> = {}): RatingSummary => ({
  userId: PROVIDER,
  average: 4.5,
  count: 2,
  stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
  canReview: false,
  myReviewId: null,
  ...overrides,
});

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  providerId: PROVIDER,
  reviewerName: 'Lucía F.',
  rating: 5,
  text: 'Reformaron el baño en diez días, muy limpios y puntuales.',
  verifiedBy: 'chat',
  hired: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  mine: false,
  canReply: false,
  ...overrides,
});

/** The API: the rating summary, the reviews (one page, or `reviews` sliced by offset), and `write` for the rest. */
function api({
  rating = summary(),
  reviews = [review(1), review(2, { reviewerName: 'Pedro G.', rating: 4, verifiedBy: 'phone' })],
  write = () => ({ status: 500 }),
}: {
  rating?: RatingSummary;
  reviews?: Review[];
  write?: (url: URL, init: RequestInit) => FakeAnswer;
} = {}) {
  return fakeFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write(url, init);
    if (url.pathname === `/api/users/${PROVIDER}/rating`) return { body: rating };
    if (url.pathname === `/api/users/${PROVIDER}/reviews`) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { body: reviews.slice(offset, offset + limit), total: reviews.length };
    }
    return { status: 404, body: { message: 'No encontrado' } };
  });
}

const open = (responseMinutes: number | null = null) =>
  renderPage(<ReviewsSection providerId={PROVIDER} responseMinutes={responseMinutes} />, {
    path: '/worker-profiles/:id',
    at: '/worker-profiles/4',
  });

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('ReviewsSection', () => {
  it('shows a visitor the average with a comma, the count, a bar per star, the response time, how reviews are checked and the reviews with their badge and reply', async () => {
    signIn(null);
    api({
      reviews: [
        review(1, { reply: { text: 'Gracias, Lucía.', createdAt: '', updatedAt: '' } }),
        review(2, { reviewerName: 'Pedro G.', rating: 4, verifiedBy: 'phone', hired: true }),
      ],
    });
    open(150);
    expect(await screen.findByText('Lucía F.', {}, LOADED)).toBeVisible();
    const section = screen.getByRole('region', { name: 'Opiniones' });
    expect(section).toHaveTextContent('4,5');
    expect(section).toHaveTextContent('2 opiniones');
    const bars = screen.getByRole('list', { name: 'Opiniones por estrellas' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('5 estrellas: 1 opinión'),
      expect.stringContaining('4 estrellas: 1 opinión'),
      expect.stringContaining('3 estrellas: 0 opiniones'),
      expect.stringContaining('2 estrellas: 0 opiniones'),
      expect.stringContaining('1 estrella: 0 opiniones'),
    ]);
    expect(section).toHaveTextContent('Suele responder en unas 3 horas');
    expect(screen.getByRole('heading', { name: 'Cómo verificamos las opiniones' })).toBeVisible();
    expect(section).toHaveTextContent(/Solo pueden opinar los clientes que han estado en contacto/);

    const first = screen.getByRole('article', { name: 'Lucía F.' });
    expect(within(first).getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
    expect(first).toHaveTextContent('20 de noviembre de 2026');
    expect(first).toHaveTextContent('Contacto verificado por chat');
    expect(first).toHaveTextContent('Respuesta del proveedor');
    expect(first).toHaveTextContent('Gracias, Lucía.');
    const second = screen.getByRole('article', { name: 'Pedro G.' });
    expect(second).toHaveTextContent('Contacto verificado por teléfono');
    // Hired through an accepted quote: the mark; the first reviewer did not hire, so no mark.
    expect(second).toHaveTextContent('Contratado en ReformasYa');
    expect(first).not.toHaveTextContent('Contratado en');
    expect(within(second).getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();

    // Every review but one's own may be reported, each button named for its review.
    expect(within(second).getByRole('button', { name: 'Denunciar la opinión de Pedro G.' })).toBeVisible();
    // Nobody but the author and the provider gets a button to change a review; a visitor is told who may review.
    expect(
      screen.queryByRole('button', { name: /Editar|Eliminar|Responder|Escribir/ }),
    ).not.toBeInTheDocument();
    expect(section).toHaveTextContent(/inicia sesión para escribir tu opinión/);
    expect(screen.getByRole('link', { name: 'Iniciar sesión para opinar' })).toHaveAttribute(
      'href',
      '/auth?type=client&next=%2Fworker-profiles%2F4',
    );
  });

  it("says 'Sin opiniones todavía' once, and shows no response time, when there is none", async () => {
    signIn(null);
    api({
      rating: summary({ average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
      reviews: [],
    });
    open(null);
    expect(await screen.findByText('Sin opiniones todavía', {}, LOADED)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), LOADED);
    // The summary already says it: the empty list does not say it again in other words.
    expect(screen.queryByText('Todavía no hay opiniones.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Opiniones por estrellas' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Suele responder/)).not.toBeInTheDocument();
  });

  it("loads ten at a time with 'Cargar más'", async () => {
    signIn(null);
    const calls = api({
      rating: summary({ count: 12 }),
      reviews: Array.from({ length: 12 }, (_, i) => review(i + 1, { reviewerName: `Cliente ${i + 1}.` })),
    });
    open();
    expect(await screen.findByText('Mostrando 10 de 12 opiniones', {}, LOADED)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Mostrando las 12 opiniones', {}, LOADED)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    const pages = calls.filter((c) => c.url.pathname.endsWith('/reviews'));
    expect(pages.map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '10']);
  });

  it.each([
    [
      'a client with no contact',
      aSessionUser({ id: 2, userType: 'client' }),
      /cuando os hayáis escrito los dos por el chat/,
    ],
    [
      'a professional',
      aSessionUser({ id: 3, userType: 'professional' }),
      /Solo los clientes pueden escribir opiniones/,
    ],
    ['the provider themself', aSessionUser({ id: PROVIDER, userType: 'professional' }), /Es tu perfil/],
  ])('tells %s who may review, with no form', async (_who, viewer, sentence) => {
    signIn(viewer);
    api();
    open();
    expect(await screen.findByText(sentence, {}, LOADED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Escribir una opinión' })).not.toBeInTheDocument();
  });

  it('lets an eligible client write a review checked with the shared schema, and shows the API refusal in Spanish', async () => {
    signIn(aSessionUser({ id: 2, userType: 'client' }));
    let refuse = true;
    const calls = api({
      rating: summary({ canReview: true }),
      write: (_url, init) =>
        refuse
          ? {
              status: 429,
              body: { message: 'Has escrito demasiadas opiniones seguidas. Inténtalo de nuevo en 1 minuto.' },
            }
          : { status: 201, body: review(3, { mine: true, ...(bodyOf(init) as object) }) },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Escribir una opinión' }, LOADED));

    // Nothing chosen, a short text: the schema's messages, and nothing sent.
    await userEvent.type(await screen.findByLabelText('Tu opinión', {}, LOADED), 'Muy bien');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    expect(await screen.findByText('La opinión debe tener al menos 20 caracteres')).toBeVisible();
    expect(screen.getByText('La valoración debe ser un número del 1 al 5')).toBeVisible();
    // A phone number in the text is refused before it leaves the page.
    await userEvent.clear(screen.getByLabelText('Tu opinión'));
    await userEvent.type(screen.getByLabelText('Tu opinión'), 'Muy buen trabajo, llamadme al 600 11 22 33');
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(await screen.findByText(/no puede incluir teléfonos ni direcciones de correo/)).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Tu opinión'));
    await userEvent.type(screen.getByLabelText('Tu opinión'), GOOD_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    expect(
      await screen.findByText('Has escrito demasiadas opiniones seguidas. Inténtalo de nuevo en 1 minuto.'),
    ).toBeVisible();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Publicar opinión' })).not.toBeInTheDocument(),
    );
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.url.pathname).toBe(`/api/users/${PROVIDER}/reviews`);
    expect(bodyOf(posts[1]?.init ?? {})).toEqual({ rating: 4, text: GOOD_TEXT });
    // The list and the summary are read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname.endsWith('/rating')).length).toBeGreaterThan(1),
    );
  });

  it('lets the author edit and delete their review', async () => {
    signIn(aSessionUser({ id: 2, userType: 'client' }));
    const calls = api({
      rating: summary({ myReviewId: 1 }),
      reviews: [review(1, { mine: true })],
      write: (url, init) =>
        init.method === 'DELETE' ? { body: summary({ count: 0 }) } : { body: review(1, { mine: true }) },
    });
    open();
    expect(await screen.findByText(/Ya has opinado sobre este proveedor/, {}, LOADED)).toBeVisible();
    const mine = screen.getByRole('article', { name: 'Lucía F.' });
    expect(mine).toHaveTextContent('Tu opinión');
    expect(within(mine).queryByRole('button', { name: /Denunciar/ })).not.toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: 'Editar' }));
    expect(await within(mine).findByRole('radio', { name: '5 estrellas' }, LOADED)).toBeChecked();
    await userEvent.click(within(mine).getByRole('radio', { name: '3 estrellas' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/reviews/1');
    expect(bodyOf(put?.init ?? {})).toEqual({ rating: 3, text: review(1).text });

    await userEvent.click(await within(mine).findByRole('button', { name: 'Eliminar' }));
    expect(within(mine).getByText('¿Eliminar tu opinión? No se puede deshacer.')).toBeVisible();
    await userEvent.click(within(mine).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.init.method === 'DELETE')?.url.pathname).toBe('/api/reviews/1');
  });

  it('lets the provider reply once, then edit the reply', async () => {
    signIn(aSessionUser({ id: PROVIDER, userType: 'professional' }));
    const calls = api({
      reviews: [
        review(1, { canReply: true }),
        review(2, {
          reviewerName: 'Pedro G.',
          canReply: true,
          reply: { text: 'Gracias, Pedro.', createdAt: '', updatedAt: '' },
        }),
      ],
      write: (url) =>
        url.pathname === '/api/reviews/1/reply'
          ? {
              status: 400,
              body: {
                message:
                  'El texto no puede incluir teléfonos ni direcciones de correo electrónico: las opiniones son públicas. Usa el chat para compartir tus datos de contacto.',
              },
            }
          : { body: review(2) },
    });
    open();
    const first = await screen.findByRole('article', { name: 'Lucía F.' }, LOADED);
    const second = screen.getByRole('article', { name: 'Pedro G.' });
    expect(within(second).queryByRole('button', { name: /^Responder/ })).not.toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Responder a Lucía F.' }));
    await userEvent.type(
      await within(first).findByLabelText('Tu respuesta', {}, LOADED),
      'Gracias por tu opinión, Lucía.',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await within(first).findByText(/las opiniones son públicas/)).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(bodyOf(post?.init ?? {})).toEqual({ text: 'Gracias por tu opinión, Lucía.' });

    await userEvent.click(within(second).getByRole('button', { name: 'Editar respuesta a Pedro G.' }));
    const box = await within(second).findByLabelText('Tu respuesta', {}, LOADED);
    expect(box).toHaveValue('Gracias, Pedro.');
    await userEvent.type(box, ' Volved cuando queráis.');
    await userEvent.click(within(second).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/reviews/2/reply');
    expect(bodyOf(put?.init ?? {})).toEqual({ text: 'Gracias, Pedro. Volved cuando queráis.' });
  });
});

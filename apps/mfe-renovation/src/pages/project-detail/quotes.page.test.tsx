import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, spainToday, type Project, type Quote } from '@reformas/shared-types';
import {
  aProject,
  aQuote,
  aSessionUser,
  fakeFetch,
  renderPage,
  signIn,
  type FakeAnswer,
} from '@reformas/web-core/testing';
import { ProjectDetailPage } from './project-detail.page';

// Quotes on request 7 by client 3 (issue 33): the professional's form and quote, the owner's comparison.
const request = (overrides: Partial<Project> = {}): Project =>
  aProject({ id: 7, userId: 3, renovationType: 'kitchen', city: 'Valencia', status: 'open', ...overrides });

const LOADED = { timeout: 5000 };
// Read at each use: a run that crosses midnight in Madrid must use the day the form checks against.
const today = () => spainToday();
const open = () => renderPage(<ProjectDetailPage />, { path: '/projects/:id', at: '/projects/7' });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

/** The API: the request, its quotes, and `write` for every POST or PUT. */
function api({
  project = request(),
  quotes = [],
  write = () => ({ status: 500 }),
}: {
  project?: Project;
  quotes?: Quote[];
  write?: (url: URL, init: RequestInit) => FakeAnswer;
}) {
  return fakeFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write(url, init);
    if (url.pathname === '/api/projects/7/quotes') return { body: quotes };
    if (url.pathname === '/api/projects/7/contacts') return { body: [] };
    if (url.pathname === '/api/projects/7') return { body: project };
    return { status: 404, body: { message: 'No encontrado' } };
  });
}

describe('/projects/:id, quotes', () => {
  it('asks nothing about quotes for a visitor, and shows no quote form', async () => {
    signIn(null);
    const calls = api({});
    open();
    await screen.findByRole('heading', { level: 1, name: 'Cocinas en Valencia' }, LOADED);
    expect(screen.queryByRole('heading', { name: 'Enviar presupuesto' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/quotes'))).toBe(false);
  });

  it('lets a professional write a quote in euros, with live totals, and sends it in cents', async () => {
    signIn(aSessionUser({ id: 20, userType: 'professional' }));
    const calls = api({ write: () => ({ status: 201, body: aQuote() }) });
    open();
    const section = within(await screen.findByRole('region', { name: 'Enviar presupuesto' }, LOADED));
    expect(section.getByLabelText('Válido hasta')).toHaveValue(addDays(today(), 30));

    // Sent empty: the shared schema's Spanish messages, each under its field.
    await userEvent.click(section.getByRole('button', { name: 'Enviar presupuesto' }));
    expect(section.getByLabelText(/^Concepto/)).toHaveAccessibleDescription(
      'Describe cada partida (al menos 2 caracteres)',
    );
    expect(section.getByLabelText('Duración (días)')).toHaveAccessibleDescription(
      'Indica la duración en días',
    );
    expect(section.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await userEvent.type(section.getByLabelText(/^Concepto/), 'Alicatado');
    await userEvent.type(section.getByLabelText(/^Importe/), '1.234,56');
    await userEvent.click(section.getByRole('button', { name: 'Añadir partida' }));
    await userEvent.type(section.getByLabelText('Concepto (Partida 2)'), 'Fontanería');
    await userEvent.type(section.getByLabelText('Importe (€) (Partida 2)'), '500.5');
    expect(section.getByText('Subtotal').nextSibling).toHaveTextContent(/^1\.735,06\s€$/);
    expect(section.getByText('IVA (21 %)').nextSibling).toHaveTextContent(/^364,36\s€$/);
    expect(section.getByText('Total').nextSibling).toHaveTextContent(/^2\.099,42\s€$/);
    await userEvent.click(section.getByRole('radio', { name: '10 % (obras en vivienda)' }));
    expect(section.getByText('IVA (10 %)').nextSibling).toHaveTextContent(/^173,51\s€$/);

    await userEvent.type(section.getByLabelText('Fecha de inicio'), addDays(today(), 5));
    await userEvent.type(section.getByLabelText('Duración (días)'), '12');
    await userEvent.type(section.getByLabelText('Garantía (meses)'), '24');
    await userEvent.type(section.getByLabelText('Mensaje'), 'Incluye materiales');
    await userEvent.click(section.getByRole('button', { name: 'Enviar presupuesto' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url.pathname).toBe('/api/projects/7/quotes');
    expect(bodyOf(post?.init ?? {})).toEqual({
      lines: [
        { concept: 'Alicatado', amountCents: 123456 },
        { concept: 'Fontanería', amountCents: 50050 },
      ],
      vatRate: 10,
      startDate: addDays(today(), 5),
      durationDays: 12,
      validUntil: addDays(today(), 30),
      warrantyMonths: 24,
      message: 'Incluye materiales',
    });
  });

  it("shows the API's 409 for a missing NIF/CIF with the way to the profile tab", async () => {
    signIn(aSessionUser({ id: 20, userType: 'professional' }));
    api({
      write: () => ({
        status: 409,
        body: {
          message: 'Añade el NIF/CIF de tu empresa en tu perfil profesional para enviar presupuestos.',
        },
      }),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'Enviar presupuesto' }, LOADED));
    await userEvent.type(section.getByLabelText(/^Concepto/), 'Pintura');
    await userEvent.type(section.getByLabelText(/^Importe/), '800');
    await userEvent.type(section.getByLabelText('Fecha de inicio'), addDays(today(), 2));
    await userEvent.type(section.getByLabelText('Duración (días)'), '3');
    await userEvent.type(section.getByLabelText('Garantía (meses)'), '6');
    await userEvent.click(section.getByRole('button', { name: 'Enviar presupuesto' }));
    const alert = await section.findByRole('alert', {}, LOADED);
    expect(alert).toHaveTextContent('Añade el NIF/CIF de tu empresa en tu perfil profesional');
    expect(within(alert).getByRole('link', { name: /NIF\/CIF/ })).toHaveAttribute(
      'href',
      '/worker-view?tab=perfil',
    );
  });

  it('shows a professional their quote with its state, revises it prefilled, withdraws it after confirming', async () => {
    signIn(aSessionUser({ id: 30, userType: 'professional' }));
    const mine = aQuote({
      status: 'viewed',
      startDate: addDays(today(), 3),
      validUntil: addDays(today(), 20),
    });
    const calls = api({ quotes: [mine], write: () => ({ body: mine }) });
    open();
    const section = within(await screen.findByRole('region', { name: 'Tu presupuesto' }, LOADED));
    expect(section.getByText('Visto')).toBeInTheDocument();
    expect(section.getByRole('cell', { name: 'Desmontar los muebles' })).toBeInTheDocument();
    expect(section.getByRole('row', { name: /Total/ })).toHaveTextContent(/1\.210,00\s€/);
    expect(section.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      '/api/quotes/11/pdf',
    );

    await userEvent.click(section.getByRole('button', { name: 'Modificar presupuesto' }));
    expect(section.getByLabelText('Importe (€) (Partida 1)')).toHaveValue('300');
    await userEvent.clear(section.getByLabelText('Importe (€) (Partida 1)'));
    await userEvent.type(section.getByLabelText('Importe (€) (Partida 1)'), '350,25');
    await userEvent.click(section.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/quotes/11');
    expect(bodyOf(put?.init ?? {})).toMatchObject({
      lines: [{ amountCents: 35025 }, { amountCents: 70000 }],
      vatRate: 21,
    });

    await userEvent.click(await section.findByRole('button', { name: 'Retirar presupuesto' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(dialog).toHaveTextContent('¿Retirar tu presupuesto?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirar presupuesto' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/quotes/11/withdraw' && c.init.method === 'POST'),
      ).toBe(true),
    );
  });

  it('gives the owner the quotes side by side; an expired one cannot be accepted; accepting asks first', async () => {
    signIn(aSessionUser({ id: 3, userType: 'client' }));
    const quotes = [
      aQuote({ id: 11 }),
      aQuote({
        id: 12,
        status: 'expired',
        totalCents: 99_000,
        firm: { ...aQuote().firm, companyName: 'Obras Sol', taxId: '12345678Z', profileId: null },
      }),
      aQuote({ id: 13, status: 'withdrawn', firm: { ...aQuote().firm, companyName: 'Retirada SL' } }),
    ];
    const calls = api({
      project: request({
        estimate: { total: 9800, items: [{ label: 'Cocina', amount: 9800 }], shared: false },
        quoteCount: 2,
      }),
      quotes,
      write: () => ({ body: { ...quotes[0], status: 'accepted' } }),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'Presupuestos recibidos (2)' }, LOADED));
    const table = section.getByRole('table', { name: 'Comparación de los presupuestos recibidos' });
    // The header row of firms (each quote's own lines are a table of their own, inside 'Ver partidas').
    const firms = within(table.querySelector('thead') as HTMLElement).getAllByRole('columnheader');
    expect(firms.map((th) => th.textContent)).toEqual(['Empresa', 'Reformas Pérez', 'Obras Sol']);
    expect(within(firms[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/worker-profiles/4');
    expect(section.queryByText('Retirada SL')).not.toBeInTheDocument();
    // The comparison's own row comes before the lines' tables, which have a 'Total' row too.
    const row = (name: string) =>
      within(table).getAllByRole('row', { name: new RegExp(`^${name}`) })[0] as HTMLElement;
    expect(row('Total')).toHaveTextContent(/1\.210,00\s€.*990,00\s€/);
    expect(row('NIF/CIF')).toHaveTextContent('B12345674');
    expect(row('Valoración')).toHaveTextContent('4,5 (8 opiniones)');
    expect(row('Tiempo de respuesta')).toHaveTextContent('Suele responder en unas 2 horas');
    expect(row('Tu estimación')).toHaveTextContent(/9\.800,00\s€/);
    expect(row('Estado')).toHaveTextContent('EnviadoCaducado');
    expect(section.getAllByText('Ver partidas')).toHaveLength(2);
    expect(section.getAllByRole('button', { name: /^Aceptar presupuesto/ })).toHaveLength(1);

    await userEvent.click(section.getByRole('button', { name: 'Aceptar presupuesto de Reformas Pérez' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(dialog).toHaveTextContent(/Contratarás a Reformas Pérez por 1\.210,00\s€/);
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar presupuesto' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/quotes/11/accept' && c.init.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it("shows a hired request 'Contratada' and marks the work done after confirming", async () => {
    signIn(aSessionUser({ id: 3, userType: 'client' }));
    const calls = api({
      project: request({ status: 'hired', quoteCount: 1 }),
      quotes: [aQuote({ status: 'accepted' })],
      write: () => ({ body: request({ status: 'completed' }) }),
    });
    open();
    expect(await screen.findByText('Contratada', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    const section = within(await screen.findByRole('region', { name: 'Presupuestos recibidos (1)' }, LOADED));
    expect(await section.findByText('Aceptado', {}, LOADED)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Aceptar presupuesto|Rechazar/ })).not.toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Trabajo terminado' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trabajo terminado' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/projects/7/complete' && c.init.method === 'POST'),
      ).toBe(true),
    );
  });
});

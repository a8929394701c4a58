import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CleaningService } from '@reformas/shared-types';
import { aCleaningService, aSessionUser, fakeFetch, renderPage, signIn } from '@reformas/web-core/testing';
import { CleaningPage } from './cleaning.page';

const service = (id: number, overrides: Partial<CleaningService> = {}) =>
  aCleaningService({ id, ...overrides });

const location = () => screen.getByTestId('location').textContent;
const open = (at: string) => renderPage(<CleaningPage />, { path: '/cleaning', at });

describe('/cleaning', () => {
  beforeEach(() => signIn(null));

  it('asks the API for the filters in the URL and shows the cards it sends', async () => {
    const calls = fakeFetch(() => ({
      body: [service(1), service(2, { serviceType: 'office' })],
      headers: { 'X-Total-Count': '2' },
    }));
    open('/cleaning?city=Sevi&serviceType=office');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const query = calls[0].url.searchParams;
    expect(query.get('city')).toBe('Sevi');
    expect(query.get('serviceType')).toBe('office');
    expect(query.get('offset')).toBe('0');
    expect(screen.getByRole('searchbox', { name: 'Ciudad' })).toHaveValue('Sevi');
    expect(screen.getByRole('combobox', { name: 'Tipo de servicio' })).toHaveDisplayValue('Oficinas');
    expect(screen.getByText('Mostrando 2 de 2')).toBeInTheDocument();
  });

  it("writes a chosen service type into the URL, and 'Limpiar filtros' clears it", async () => {
    const calls = fakeFetch(() => ({ body: [], headers: { 'X-Total-Count': '0' } }));
    open('/cleaning');
    expect(await screen.findByText('No hay servicios disponibles con estos filtros.')).toBeInTheDocument();
    expect(calls[0].url.searchParams.has('serviceType')).toBe(false);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de servicio' }),
      'Limpieza profunda',
    );
    await waitFor(() => expect(location()).toBe('/cleaning?serviceType=deep_cleaning'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('serviceType')).toBe('deep_cleaning'));

    // Enter submits the filter form: the typed city is applied at once, before the typing delay.
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Cádiz{Enter}');
    expect(location()).toBe('/cleaning?city=C%C3%A1diz&serviceType=deep_cleaning');
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(location()).toBe('/cleaning');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('');
  });

  it("shows 'Error al cargar los servicios de limpieza' when the list fails", async () => {
    fakeFetch(() => ({ status: 500, body: { message: 'fallo' } }));
    open('/cleaning');
    expect(await screen.findByText('Error al cargar los servicios de limpieza')).toBeInTheDocument();
  });

  it("brings the next page from the server with 'Cargar más'", async () => {
    const calls = fakeFetch((url) => {
      const offset = Number(url.searchParams.get('offset'));
      const ids = offset === 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [13];
      return { body: ids.map((id) => service(id)), headers: { 'X-Total-Count': '13' } };
    });
    open('/cleaning');
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Mostrando 13 de 13')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it("asks a visitor to sign in as a cleaner before publishing ('Acceso requerido')", async () => {
    fakeFetch(() => ({ body: [], headers: { 'X-Total-Count': '0' } }));
    open('/cleaning');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar mi servicio de limpieza' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Acceso requerido')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Para publicar tu servicio de limpieza necesitas iniciar sesión o registrarte.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión / Registrarse' }));
    expect(location()).toBe('/auth?type=cleaning&next=%2Fcreate-cleaning');
  });

  it('takes a signed-in user straight to /create-cleaning', async () => {
    signIn(aSessionUser({ id: 5, userType: 'cleaning', phone: null }));
    fakeFetch(() => ({ body: [], headers: { 'X-Total-Count': '0' } }));
    open('/cleaning');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar mi servicio de limpieza' }));
    expect(location()).toBe('/create-cleaning');
  });
});

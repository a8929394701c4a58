import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reformas/web-core';
import type { CleaningService } from '@reformas/shared-types';
import { photoOf } from '@reformas/shared-types/photos';
import { aCleaningService } from '@reformas/web-core/testing';
import { CleaningCard } from './cleaning.card';
import { serviceTypeLabels } from './cleaning-labels';

// A service as GET /api/cleaning sends it to someone who is not its owner: already masked by the server.
const service = aCleaningService({
  userId: 9,
  name: 'R***o',
  phone: '***2233',
  city: 'Sevilla',
  availability: 'morning',
  description: 'Limpieza de hogares y oficinas',
  hasReferences: true,
  serviceType: '["home","office"]',
  allowDirectContact: true,
  ratingAverage: null,
  ratingCount: 0,
  responseMinutes: null,
  photos: [],
});

function renderCard(sent: CleaningService, viewerId: number | null = null) {
  render(
    <MemoryRouter>
      <CleaningCard service={sent} viewerId={viewerId} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('serviceTypeLabels', () => {
  it('reads a JSON list serialised as text, a single bare value and comma-separated text', () => {
    expect(serviceTypeLabels('["home","deep_cleaning"]')).toEqual(['Hogar', 'Limpieza profunda']);
    expect(serviceTypeLabels('office')).toEqual(['Oficinas']);
    expect(serviceTypeLabels('home, after_renovation')).toEqual(['Hogar', 'Post reforma']);
  });

  it('keeps an unknown value as it is, drops repeats, and gives nothing for no value', () => {
    expect(serviceTypeLabels('["piscinas","home","home"]')).toEqual(['piscinas', 'Hogar']);
    expect(serviceTypeLabels('')).toEqual([]);
    expect(serviceTypeLabels(null)).toEqual([]);
  });
});

describe('CleaningCard', () => {
  it('shows the service’s photos as a gallery with Spanish alternative texts', () => {
    const photos = [photoOf('c'.repeat(32)), photoOf('d'.repeat(32))];
    const card = renderCard({ ...service, photos });
    const gallery = within(card).getByRole('region', { name: 'Fotos' });
    expect(within(gallery).getByRole('img', { name: 'Foto 2 del servicio de R***o' })).toHaveAttribute(
      'src',
      photos[1]?.thumbUrl,
    );
    expect(within(gallery).getAllByRole('button', { name: /Ver foto \d de 2/ })).toHaveLength(2);
  });

  it('shows no gallery without photos', () => {
    const card = renderCard(service);
    expect(within(card).queryByRole('region', { name: 'Fotos' })).toBeNull();
  });

  it('shows the masked name and the last 4 phone digits exactly as the server sent them', () => {
    const card = renderCard(service);
    expect(within(card).getByRole('heading', { name: 'R***o' })).toBeInTheDocument();
    expect(within(card).getByText('***2233')).toBeInTheDocument();
  });

  it('never masks a second time: the owner’s own card shows what the server sent in full', () => {
    const card = renderCard({ ...service, name: 'Rocío Pérez', phone: '600 11 22 33' });
    expect(within(card).getByRole('heading', { name: 'Rocío Pérez' })).toBeInTheDocument();
    expect(within(card).getByText('600 11 22 33')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('***');
  });

  it('shows the type badges, city, description, availability label and references', () => {
    const card = renderCard(service);
    const types = within(card).getByRole('list', { name: 'Tipos de servicio' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hogar', 'Oficinas']);
    expect(card).toHaveTextContent('Sevilla');
    expect(card).toHaveTextContent('Limpieza de hogares y oficinas');
    expect(card).toHaveTextContent('Mañanas');
    expect(within(card).getByText('Con referencias')).toBeInTheDocument();
  });

  it('tolerates a single service type stored without a list', () => {
    const card = renderCard({ ...service, serviceType: 'end_of_tenancy' });
    const types = within(card).getByRole('list', { name: 'Tipos de servicio' });
    expect(within(types).getByText('Fin de contrato')).toBeInTheDocument();
  });

  it('words the experience in singular or plural', () => {
    expect(renderCard({ ...service, experience: 1 })).toHaveTextContent('1 año de experiencia');
    document.body.innerHTML = '';
    expect(renderCard({ ...service, experience: 12 })).toHaveTextContent('12 años de experiencia');
  });

  it('has no references badge without references', () => {
    const card = renderCard({ ...service, hasReferences: false });
    expect(within(card).queryByText('Con referencias')).not.toBeInTheDocument();
  });

  it("links 'Contactar por chat' to /chat/{userId} when direct contact is allowed", () => {
    const card = renderCard(service);
    expect(within(card).getByRole('link', { name: 'Contactar por chat' })).toHaveAttribute('href', '/chat/9');
    expect(within(card).queryByRole('button', { name: 'Contacto no disponible' })).not.toBeInTheDocument();
  });

  it("shows a disabled 'Contacto no disponible' with its hint when direct contact is off", () => {
    const card = renderCard({ ...service, allowDirectContact: false });
    const button = within(card).getByRole('button', { name: 'Contacto no disponible' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Este profesional no permite el contacto directo.');
    expect(within(card).queryByRole('link', { name: 'Contactar por chat' })).not.toBeInTheDocument();
  });

  it('tells the owner the card is theirs instead of offering a chat with themself', () => {
    const card = renderCard(service, 9);
    expect(card).toHaveTextContent('Este es tu servicio publicado.');
    expect(within(card).queryByRole('link', { name: 'Contactar por chat' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Contacto no disponible' })).not.toBeInTheDocument();
  });

  it('offers the chat to any other signed-in viewer', () => {
    const card = renderCard(service, 10);
    expect(within(card).getByRole('link', { name: 'Contactar por chat' })).toHaveAttribute('href', '/chat/9');
  });

  it("shows 'Sin opiniones todavía' with no review, else the average with a comma, the count and the response time", () => {
    expect(renderCard(service)).toHaveTextContent('Sin opiniones todavía');
    document.body.innerHTML = '';
    const card = renderCard({ ...service, ratingAverage: 4.5, ratingCount: 12, responseMinutes: 30 });
    expect(card).toHaveTextContent('4,5 (12 opiniones)');
    expect(card).toHaveTextContent('Suele responder en menos de 1 hora');
    expect(card).not.toHaveTextContent('Sin opiniones todavía');
  });

  it("marks an owner who confirmed the address 'Correo verificado' on the rating line, and no other", () => {
    expect(
      within(renderCard(service)).queryByRole('img', { name: 'Correo verificado' }),
    ).not.toBeInTheDocument();
    document.body.innerHTML = '';
    const card = renderCard({ ...service, emailVerified: true });
    const mark = within(card).getByRole('img', { name: 'Correo verificado' });
    expect(mark.parentElement).toHaveTextContent('Sin opiniones todavía');
  });

  it("leads to the service's own page (by the service's id, not its owner's) with its reviews, except on that page", () => {
    expect(within(renderCard(service)).getByRole('link', { name: 'Ver opiniones de R***o' })).toHaveAttribute(
      'href',
      '/cleaning/4',
    );
    document.body.innerHTML = '';
    render(
      <MemoryRouter>
        <CleaningCard service={service} viewerId={null} page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'R***o' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver opiniones/ })).not.toBeInTheDocument();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import type { Project } from '@reformas/shared-types';
import { photoOf } from '@reformas/shared-types/photos';
import { aProject } from '@reformas/web-core/testing';
import { ProjectCard } from './project.card';

// As a signed-in professional is sent it: name and phone whole. No description: titled by its city.
const project = aProject({
  name: 'Carmen López',
  phone: '699 888 777',
  canCall: true,
  renovationType: 'kitchen',
  timeline: '1month',
  city: 'Valencia',
  postalCode: '46001',
  description: null,
  createdAt: '2026-05-04T10:00:00.000Z',
  photos: [],
});

function renderCard(sent: Project, props: { withContact?: boolean; dated?: boolean } = {}) {
  render(
    <ProjectCard project={sent} {...props}>
      <button type="button">Ver más</button>
    </ProjectCard>,
  );
  return screen.getByRole('article');
}

describe('ProjectCard', () => {
  it('shows the full name and phone when the API sends them in full (a signed-in professional)', () => {
    const card = renderCard(project);
    expect(within(card).getByText('Carmen López')).toBeInTheDocument();
    expect(within(card).getByText('699 888 777')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('***');
  });

  it('shows the masked values exactly as the API sends them to a visitor, without masking them again', () => {
    const card = renderCard({ ...project, name: 'Carmen L.', phone: '***777', canCall: false });
    expect(within(card).getByText('Carmen L.')).toBeInTheDocument();
    expect(within(card).getByText('***777')).toBeInTheDocument();
  });

  it('shows the type label and colour key, the date, the timeline label, the place, the title rule and its actions', () => {
    const card = renderCard(project);
    expect(within(card).getByRole('heading', { name: 'Reforma en Valencia' })).toBeInTheDocument();
    expect(within(card).getByText('Cocinas')).toHaveAttribute('data-category', 'kitchen');
    expect(card).toHaveTextContent('4 de mayo de 2026');
    expect(card).toHaveTextContent('Próximo mes');
    expect(card).toHaveTextContent('Valencia, 46001');
    expect(within(card).getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
  });

  it("marks a confirmed author's request 'Correo verificado' in its top row, and no other", () => {
    const card = renderCard({ ...project, emailVerified: true });
    const mark = within(card).getByRole('img', { name: 'Correo verificado' });
    expect(mark).toHaveTextContent('✓ Correo verificado');
    expect(mark.parentElement).toHaveClass('board-card-top');
    cleanup();
    expect(
      within(renderCard(project)).queryByRole('img', { name: 'Correo verificado' }),
    ).not.toBeInTheDocument();
  });

  it('leaves out the contact and the date where the dashboard shows its own', () => {
    const card = renderCard(project, { withContact: false, dated: false });
    expect(card).not.toHaveTextContent('Carmen López');
    expect(card).not.toHaveTextContent('699 888 777');
    expect(card).not.toHaveTextContent('2026');
  });

  it("shows the first photo's thumbnail in a fixed 320×240 box, lazily, with a Spanish alt; none without photos", () => {
    const [first, second] = [photoOf('a'.repeat(32)), photoOf('b'.repeat(32))];
    const card = renderCard({ ...project, description: 'Cocina nueva con isla', photos: [first, second] });
    const thumb = within(card).getByRole('img', { name: 'Foto de la solicitud: Cocina nueva con isla' });
    expect(thumb).toHaveAttribute('src', first.thumbUrl);
    expect(thumb).toHaveAttribute('width', '320');
    expect(thumb).toHaveAttribute('height', '240');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(within(card).getAllByRole('img')).toHaveLength(1);
    cleanup();
    expect(within(renderCard(project)).queryByRole('img')).toBeNull();
  });
});

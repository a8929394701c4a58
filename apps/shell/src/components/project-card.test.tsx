import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';
import { ProjectCard } from './project-card';

const project: Project = {
  id: 7,
  userId: 3,
  name: 'Carmen López',
  phone: '699 888 777',
  email: 'carmen@example.com',
  renovationType: 'kitchen',
  timeline: '1month',
  postalCode: '46001',
  city: 'Valencia',
  description: null,
  createdAt: '2026-05-04T10:00:00.000Z',
  canCall: true,
};

function renderCard(sent: Project) {
  render(
    <MemoryRouter>
      <ProjectCard project={sent} moreHref="/auth?type=professional" />
    </MemoryRouter>,
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

  it('shows the type label, the timeline label, the place and the title rule', () => {
    const card = renderCard(project);
    expect(within(card).getByRole('heading', { name: 'Reforma en Valencia' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Cocinas');
    expect(card).toHaveTextContent('Próximo mes');
    expect(card).toHaveTextContent('Valencia, 46001');
    expect(within(card).getByRole('link', { name: 'Ver más' })).toHaveAttribute(
      'href',
      '/auth?type=professional',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';
import { BoardCard } from './board.card';
import { DashboardCard } from '../pages/worker-view/dashboard.card';

const project: Project = {
  id: 7,
  userId: 3,
  name: 'Carmen López',
  phone: '699 888 777',
  email: null,
  renovationType: 'kitchen',
  timeline: '1month',
  postalCode: '46001',
  city: 'Valencia',
  description: 'Cocina nueva',
  createdAt: '2026-05-04T10:00:00.000Z',
  status: 'open',
  closeReason: null,
  closedAt: null,
  canCall: true,
};

// A call is offered only when the API says this viewer may call (canCall), whatever the phone looks like.
describe('call links follow the API’s canCall', () => {
  it('the board card shows "Llamar" under "Ver más" with canCall, and no call link without it', async () => {
    const { unmount } = render(<BoardCard project={project} onNeedAccess={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(screen.getByText('Cocina nueva', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar 699 888 777' })).toHaveAttribute('href', 'tel:699888777');
    unmount();

    render(<BoardCard project={{ ...project, canCall: false }} onNeedAccess={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(screen.queryByRole('link', { name: /Llamar/ })).not.toBeInTheDocument();
  });

  it('the dashboard card dials and offers the chat with canCall; without it "Contactar" explains instead', async () => {
    const cannot = jest.fn();
    const { unmount } = render(
      <MemoryRouter>
        <DashboardCard project={project} onCannotContact={cannot} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contactar 699 888 777' })).toHaveAttribute(
      'href',
      'tel:699888777',
    );
    expect(screen.getByRole('link', { name: 'Chatear' })).toHaveAttribute('href', '/chat/3');
    unmount();

    render(
      <MemoryRouter>
        <DashboardCard project={{ ...project, canCall: false }} onCannotContact={cannot} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Contactar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(cannot).toHaveBeenCalledTimes(1);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@reformas/shared-types';
import { ContactsPanel } from './contacts.panel';

const contact = (id: number, name: string, username: string, email: string): Contact => ({
  id,
  name,
  username,
  email,
  userType: 'professional',
  hasWorkerProfile: id === 1,
  hasCleaningService: false,
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  unreadCount: id === 1 ? 2 : 0,
});

const contacts = [
  contact(1, 'Ana Ruiz', 'anaruiz', 'ana@example.com'),
  contact(2, 'Andrés Gil', 'agil', 'andres@example.com'),
  contact(3, 'Berta Sanz', 'berta', 'bsanz@correo.es'),
];

function renderPanel(list: Contact[] = contacts) {
  const onOpen = jest.fn();
  const onShowProfile = jest.fn();
  render(
    <ContactsPanel
      contacts={list}
      loading={false}
      failed={false}
      selectedId={null}
      onOpen={onOpen}
      onShowProfile={onShowProfile}
    />,
  );
  return { onOpen, onShowProfile, search: screen.getByRole('searchbox', { name: 'Buscar contactos' }) };
}

describe('ContactsPanel search', () => {
  it('filters by name, username or e-mail, highlights the match and counts several matches', async () => {
    const { search } = renderPanel();
    await userEvent.type(search, 'an');
    // 'Ana', 'Andrés' by name; Berta by e-mail (bsANz)
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 contactos encontrados');
    await userEvent.clear(search);
    await userEvent.type(search, 'correo');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('correo', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores case and accents: "andres" finds Andrés and marks the name', async () => {
    const { search } = renderPanel();
    await userEvent.type(search, 'ANDRES');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Andrés', { selector: 'mark' })).toBeInTheDocument();
  });

  it('Enter opens the only match, and does nothing with several', async () => {
    const { search, onOpen } = renderPanel();
    await userEvent.type(search, 'an{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.clear(search);
    await userEvent.type(search, 'berta{Enter}');
    expect(onOpen).toHaveBeenCalledWith(3);
  });

  it('Escape clears the search and shows every contact again', async () => {
    const { search } = renderPanel();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No se encontraron contactos con "zzz"')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows badges and the unread count, and the empty text without contacts', () => {
    renderPanel();
    const ana = screen.getAllByRole('listitem')[0];
    expect(within(ana).getByText('Profesional')).toBeInTheDocument();
    expect(within(ana).getByText('Renovaciones')).toBeInTheDocument();
    expect(within(ana).getByRole('img', { name: '2 mensajes sin leer' })).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Ver perfil de Ana Ruiz' })).toHaveTextContent('AR');
  });

  it('says there are no contacts yet', () => {
    renderPanel([]);
    expect(screen.getByText('No tienes contactos aún')).toBeInTheDocument();
  });

  it('the avatar opens the profile as a dialog, the rest of the row the conversation', async () => {
    const { onOpen, onShowProfile } = renderPanel();
    const berta = screen.getAllByRole('listitem')[2];
    const avatar = within(berta).getByRole('button', { name: 'Ver perfil de Berta Sanz' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(avatar);
    expect(onShowProfile).toHaveBeenCalledWith(3);
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(within(berta).getByRole('button', { name: /^Berta Sanz/ }));
    expect(onOpen).toHaveBeenCalledWith(3);
    expect(onShowProfile).toHaveBeenCalledTimes(1);
  });
});

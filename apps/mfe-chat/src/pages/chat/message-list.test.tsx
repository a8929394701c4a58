import { render, screen, within } from '@testing-library/react';
import type { ChatMessage } from '@reformas/shared-types';
import { MessageList } from './message-list';

const msg = (id: number, senderId: number, text: string, isRead = false): ChatMessage => ({
  id,
  senderId,
  receiverId: senderId === 1 ? 2 : 1,
  message: text,
  isRead,
  createdAt: `2026-11-20T10:0${id}:00.000Z`,
});

describe('MessageList', () => {
  it('keeps the given order (oldest first), own messages marked as own with a read mark, the others with Denunciar', () => {
    render(
      <MessageList
        me={1}
        partnerName="Ana"
        messages={[msg(1, 2, 'Hola'), msg(2, 1, 'Buenas', true), msg(3, 1, '¿Qué tal?')]}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={jest.fn()}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Conversación con Ana' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Hola', 'Buenas', '¿Qué tal?']);
    expect(items.map((li) => li.dataset.own)).toEqual(['false', 'true', 'true']);
    expect(within(items[0]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('img', { name: 'Leído' })).toHaveTextContent('✓✓');
    expect(within(items[2]).getByRole('img', { name: 'Enviado' })).toBeInTheDocument();
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:01:00.000Z');
    // A received message may be reported, one's own not.
    expect(within(items[0]).getByRole('button', { name: 'Denunciar el mensaje de Ana' })).toBeVisible();
    expect(within(items[1]).queryByRole('button', { name: /Denunciar/ })).not.toBeInTheDocument();
  });

  it('says there are no messages yet', () => {
    render(
      <MessageList
        me={1}
        partnerName="Ana"
        messages={[]}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={jest.fn()}
      />,
    );
    expect(screen.getByText('No hay mensajes aún. ¡Comienza la conversación!')).toBeInTheDocument();
  });
});

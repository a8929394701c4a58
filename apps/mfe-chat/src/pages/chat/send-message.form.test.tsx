import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES } from '@reformas/i18n-es';
import { ApiHttpError, subscribeToasts, type Toast } from '@reformas/web-core';
import { SendMessageForm } from './send-message.form';

describe('SendMessageForm', () => {
  it('cannot send an empty or blank message', async () => {
    const send = jest.fn();
    render(<SendMessageForm receiverId={2} send={send} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Escribe un mensaje...'), '   {Enter}');
    expect(button).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with a client key, disabled while sending, and empties the box', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SendMessageForm receiverId={2} send={send} />);
    const box = screen.getByPlaceholderText('Escribe un mensaje...');
    await userEvent.type(box, '  Hola  {Enter}');
    expect(send).toHaveBeenCalledWith({
      receiverId: 2,
      message: 'Hola',
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('button', { name: /Enviar/ })).toBeDisabled();
    finish();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('on failure shows the error toast, keeps the text and retries with the same key', async () => {
    const toasts: Toast[] = [];
    const stop = subscribeToasts((t) => toasts.push(t));
    const send = jest.fn().mockRejectedValueOnce(new Error('500: fallo')).mockResolvedValueOnce(undefined);
    render(<SendMessageForm receiverId={2} send={send} />);
    const box = screen.getByPlaceholderText('Escribe un mensaje...');
    await userEvent.type(box, 'Hola{Enter}');
    await waitFor(() => expect(toasts[0]?.title).toBe('Error al enviar mensaje'));
    expect(box).toHaveValue('Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(send.mock.calls[1][0].clientKey).toBe(send.mock.calls[0][0].clientKey);
    stop();
  });

  it("past the API's write limit shows its Spanish message (which limit, when) and keeps the text", async () => {
    const toasts: Toast[] = [];
    const stop = subscribeToasts((t) => toasts.push(t));
    const limited = API_MESSAGES.messagesLimited(30, 'dentro de 40 segundos');
    const send = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiHttpError(429, 'Too Many Requests', JSON.stringify({ message: limited })),
      );
    render(<SendMessageForm receiverId={2} send={send} />);
    const box = screen.getByPlaceholderText('Escribe un mensaje...');
    await userEvent.type(box, 'Hola{Enter}');
    await waitFor(() =>
      expect(toasts[0]).toMatchObject({ title: 'Error al enviar mensaje', description: limited }),
    );
    expect(box).toHaveValue('Hola');
    stop();
  });
});

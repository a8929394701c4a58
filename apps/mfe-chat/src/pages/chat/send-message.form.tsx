import { useRef, useState, type FormEvent } from 'react';
import { CHAT_TEXTS as T, UI_ERRORS } from '@reformas/i18n-es';
import { errorText, notify } from '@reformas/web-core';
import type { SendMessageInput } from '@reformas/shared-types';

/** A v4 UUID; crypto.randomUUID exists only on secure origins (https, localhost). */
function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Props = { receiverId: number; send: (input: SendMessageInput) => Promise<unknown> };

/** Blank texts cannot be sent; the button waits while sending; on failure the text stays for a retry with the same key. */
export function SendMessageForm({ receiverId, send }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // One key per text: a retry after a lost answer is stored once by the API.
  const key = useRef<{ text: string; clientKey: string } | null>(null);
  const blank = text.trim() === '';

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (blank || sending) return;
    const message = text.trim();
    if (key.current?.text !== message) key.current = { text: message, clientKey: newClientKey() };
    setSending(true);
    try {
      await send({ receiverId, message, clientKey: key.current.clientKey });
      key.current = null;
      setText('');
    } catch (err) {
      notify({
        type: 'error',
        title: UI_ERRORS.sendMessage,
        description: errorText(err) || undefined,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="chat-send-form" onSubmit={(e) => void submit(e)}>
      <input
        className="chat-input"
        aria-label={T.conversation.messageLabel}
        placeholder={T.conversation.placeholder}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <button
        type="submit"
        className="chat-button chat-button-primary"
        disabled={blank || sending}
        aria-busy={sending}
      >
        {T.conversation.send}
      </button>
    </form>
  );
}

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Project } from '@reformas/shared-types';
import { ApiHttpError, Link, notify } from '@reformas/web-core';
import { RENOVATION_TEXTS, TOASTS, telHref } from '@reformas/i18n-es';
import { useRevealContact } from '../api/reveal-contact.mutation';

const T = RENOVATION_TEXTS.workerView;

// Why the API would not give the phone: the client's cap (409, the chat instead) or the daily limit (429).
type Refusal = { kind: 'full' } | { kind: 'limited'; message: string };

export type ClientContactProps = {
  project: Project;
  /** The action's words: 'Contactar' on the dashboard, 'Llamar' on the board. */
  label: string;
  /** The class of the button and of the call link (rv-button, board-contact…). */
  className: string;
  /** 'Chatear' beside the call (the dashboard). */
  withChat?: boolean;
  /** For a viewer the API lets neither call nor reveal (signed out, not a professional); else nothing is shown. */
  onCannotContact?: () => void;
};

/**
 * Calling a client, as the API allows this viewer (docs/privacy.md): a call link when the phone came whole
 * (`canCall`: the author, or a professional who revealed it); for a professional who may reveal it (`canReveal`),
 * one click asks the API for the phone (POST /api/projects/{id}/contact) and dials it at once. Past the client's
 * cap the card says so and offers the chat; past the daily limit it shows the API's message.
 */
export function ClientContact({
  project,
  label,
  className,
  withChat = false,
  onCannotContact,
}: ClientContactProps) {
  const reveal = useRevealContact();
  const [revealedPhone, setRevealedPhone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const callLink = useRef<HTMLAnchorElement>(null);
  const phone = revealedPhone ?? (project.canCall ? project.phone : null);
  const chat = project.userId ? (
    <Link className="rv-button" to={`/chat/${project.userId}`}>
      {T.chat}
    </Link>
  ) : null;

  const revealAndDial = async () => {
    try {
      const contact = await reveal.mutateAsync(project.id);
      // The call link is drawn now, then followed while the click that asked for it still counts as the user's.
      flushSync(() => setRevealedPhone(contact.phone));
      callLink.current?.click();
    } catch (error) {
      if (error instanceof ApiHttpError && error.status === 409) setRefusal({ kind: 'full' });
      else if (error instanceof ApiHttpError && error.status === 429)
        setRefusal({ kind: 'limited', message: error.serverMessage });
      else
        notify({
          type: 'error',
          title: TOASTS.error,
          description: T.revealFailed(error instanceof ApiHttpError ? error.serverMessage : String(error)),
        });
    }
  };

  if (phone !== null)
    return (
      <>
        <a ref={callLink} className={className} href={telHref(phone)}>
          {label} <span className="client-phone">{phone}</span>
        </a>
        {withChat ? chat : null}
      </>
    );
  if (refusal?.kind === 'full')
    return (
      <>
        <p className="contact-refused" role="status">
          {T.contactFull}
        </p>
        {chat}
      </>
    );
  if (refusal?.kind === 'limited')
    return (
      <p className="contact-refused" role="alert">
        {refusal.message}
      </p>
    );
  if (project.canReveal)
    return (
      <button
        type="button"
        className={className}
        disabled={reveal.isPending}
        onClick={() => void revealAndDial()}
      >
        {label}
      </button>
    );
  return onCannotContact ? (
    <button type="button" className={className} onClick={onCannotContact}>
      {label}
    </button>
  ) : null;
}

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Project } from '@reformas/shared-types';
import { ApiHttpError, errorText, Link, notify, useAuthStore } from '@reformas/web-core';
import { RENOVATION_TEXTS, UNEXPECTED_ERROR_TEXT, TOASTS, telHref } from '@reformas/i18n-es';
import { useRevealContact } from '../api/reveal-contact.mutation';

const T = RENOVATION_TEXTS.workerView;

// Why the API would not give the phone: the client's cap (409, the chat instead), the daily limit (429), or a
// professional not listed in the directory yet (403, a link to the profile form).
type Refusal = { kind: 'full' } | { kind: 'limited' | 'unlisted'; message: string };

export type ClientContactProps = {
  project: Project;
  /** The action's words ('Contactar'). */
  label: string;
  /** The class of the button and of the call link (rv-button, rv-button primary). */
  className: string;
  /** 'Chatear': beside the call once there is one (the dashboard), or from the start (the request's page). */
  chat?: 'after-call' | 'always';
  /** For a viewer the API lets neither call nor reveal (signed out, not a professional); else nothing is shown. */
  onCannotContact?: () => void;
};

/**
 * Calling a client, as the API allows this viewer (docs/privacy.md): a call link when the phone came whole
 * (`canCall`: the author, or a professional who revealed it); for a professional who may reveal it (`canReveal`),
 * one click asks the API for the phone (POST /api/projects/{id}/contact) and dials it at once. Past the client's
 * cap the card says so and offers the chat; past the daily limit it shows the API's message.
 */
export function ClientContact({ project, label, className, chat, onCannotContact }: ClientContactProps) {
  const reveal = useRevealContact();
  const [revealedPhone, setRevealedPhone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const callLink = useRef<HTMLAnchorElement>(null);
  const phone = revealedPhone ?? (project.canCall ? project.phone : null);
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  // A visitor's 'Chatear' from the start asks to sign in, as 'Contactar' does (after a call there is a session).
  const chatAction =
    chat === 'always' && !signedIn && onCannotContact ? (
      <button type="button" className="rv-button" onClick={onCannotContact}>
        {T.chat}
      </button>
    ) : project.userId ? (
      <Link className="rv-button" to={`/chat/${project.userId}`}>
        {T.chat}
      </Link>
    ) : null;
  const chatBeside = chat === 'always' ? chatAction : null;

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
      else if (error instanceof ApiHttpError && error.status === 403)
        setRefusal({ kind: 'unlisted', message: error.serverMessage });
      else
        notify({
          type: 'error',
          title: TOASTS.error,
          description: T.revealFailed(errorText(error) || UNEXPECTED_ERROR_TEXT),
        });
    }
  };

  if (phone !== null)
    return (
      <>
        <a ref={callLink} className={className} href={telHref(phone)}>
          {label} <span className="client-phone">{phone}</span>
        </a>
        {chat ? chatAction : null}
      </>
    );
  // The client's cap is news, not an error, and the chat is the way on; the others are the API's own message.
  if (refusal)
    return (
      <>
        <p className="contact-refused" role={refusal.kind === 'full' ? 'status' : 'alert'}>
          {refusal.kind === 'full' ? T.contactFull : refusal.message}
        </p>
        {refusal.kind === 'unlisted' ? (
          <Link className="rv-button primary" to="/worker-view?tab=perfil">
            {T.makeProfile}
          </Link>
        ) : null}
        {refusal.kind === 'full' ? chatAction : chatBeside}
      </>
    );
  if (project.canReveal)
    return (
      <>
        <button
          type="button"
          className={className}
          disabled={reveal.isPending}
          onClick={() => void revealAndDial()}
        >
          {label}
        </button>
        {chatBeside}
      </>
    );
  return onCannotContact ? (
    <>
      <button type="button" className={className} onClick={onCannotContact}>
        {label}
      </button>
      {chatBeside}
    </>
  ) : null;
}

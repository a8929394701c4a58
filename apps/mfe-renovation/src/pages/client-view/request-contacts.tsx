import type { Project } from '@reformas/shared-types';
import { Link } from '@reformas/web-core';
import { RENOVATION_TEXTS, formatDateTime } from '@reformas/i18n-es';
import { useProjectContacts } from '../../api/project-contacts.query';

const T = RENOVATION_TEXTS.clientView;

/**
 * 'Profesionales que han visto tu teléfono' under one of the client's requests: each professional who revealed it
 * (name or company, linked to their public profile when they have one), when, and 'Chatear'; and the cap the
 * client chose, with how much of it is used.
 */
export function RequestContacts({ project }: { project: Project }) {
  const contacts = useProjectContacts(project.id);
  const headingId = `request-${project.id}-contacts`;
  return (
    // A group of its request's card, not a landmark: a region per request gave the page several landmarks of
    // the same name.
    <div className="request-contacts" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {T.contactsTitle}
        {contacts.data ? (
          <span className="request-contacts-count">
            {' '}
            ({T.contactsCount(contacts.data.length, project.maxContacts)})
          </span>
        ) : null}
      </h3>
      <p className="request-cap">
        {T.maxContacts}: <strong>{project.maxContacts}</strong>
      </p>
      {contacts.isError ? <p role="alert">{T.contactsError}</p> : null}
      {contacts.data?.length === 0 ? <p>{T.contactsEmpty}</p> : null}
      {contacts.data && contacts.data.length > 0 ? (
        <ul>
          {contacts.data.map((contact) => {
            const who = contact.companyName || contact.name;
            return (
              <li key={contact.userId}>
                {contact.profileId ? (
                  <Link to={`/worker-profiles/${contact.profileId}`}>{who}</Link>
                ) : (
                  <span>{who}</span>
                )}{' '}
                <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>{' '}
                <Link className="rv-button" to={`/chat/${contact.userId}`} aria-label={T.chatWith(who)}>
                  {T.chat}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

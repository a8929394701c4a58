import type { Sql } from '../database/sql';
import { chatMessages } from '../messages/chat-message.entity';
import { projectContacts } from '../projects/project-contact.entity';
import { renovationProjects } from '../projects/renovation-project.entity';

/**
 * The one statement of how two people are in touch through the platform (docs/privacy.md, "answered"): a
 * professional revealed one of the client's requests (open or closed), or both wrote in their conversation. A
 * first message alone is none. Each is an SQL condition over two expressions (parameters or columns): the users,
 * reviews and chat services all ask it here.
 */
export function inTouch(db: Sql) {
  const m = db.table(chatMessages);
  const c = db.table(projectContacts);
  const p = db.table(renovationProjects);
  const wrote = (from: string, to: string) =>
    `EXISTS (SELECT 1 FROM ${m.name} WHERE ${m.col('senderId')} = ${from} AND ${m.col('receiverId')} = ${to})`;
  const revealed = (professional: string, client: string) =>
    `EXISTS (SELECT 1 FROM ${c.name} pc JOIN ${p.name} pr ON ${p.col('id', 'pr')} = ${c.col('projectId', 'pc')}
      WHERE ${c.col('professionalId', 'pc')} = ${professional} AND ${p.col('userId', 'pr')} = ${client})`;
  const bothWrote = (a: string, b: string) => `(${wrote(a, b)} AND ${wrote(b, a)})`;
  return {
    /** `professional` revealed a request of `client`'s. */
    revealed,
    /** Both wrote to each other. */
    bothWrote,
    /** `person` answered `viewer`: both wrote, or the viewer revealed a request of the person's. */
    answered: (viewer: string, person: string) =>
      `(${bothWrote(viewer, person)} OR ${revealed(viewer, person)})`,
    /**
     * `viewer` may know a client `person` by her full name: she wrote to the viewer (she chose to make contact), or
     * the viewer revealed a request of hers.
     */
    named: (viewer: string, person: string) => `(${wrote(person, viewer)} OR ${revealed(viewer, person)})`,
  };
}

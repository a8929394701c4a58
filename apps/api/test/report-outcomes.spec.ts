import request from 'supertest';
import type { Project, Report, TotpStatus } from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { expectError } from './support/errors';
import { freshCode, operatorCli } from './support/operators';
import { publishProject } from './support/projects';
import { PUBLIC_URL, confirmAddress, linkIn, mailEnv, startSmtpServer } from './support/smtp';
import { signUp, type SignedUp } from './support/users';
import { UNAUTHENTICATED } from './support/messages';

jest.setTimeout(60_000);
const SUBJECT = 'Hemos revisado tu denuncia';
const REMOVED = 'Hemos revisado tu denuncia y hemos retirado el contenido.';
const NOTHING_WRONG = 'Hemos revisado tu denuncia y no hemos encontrado nada contrario a nuestras normas.';
// The operator's reason is for the log and the author, never for the reporter.
const INTERNAL_REASON = 'Patrón de estafa ya visto (caso interno 4711)';
const onServer = Boolean(process.env.DATABASE_URL);

// Telling the reporter (docs/decisions.md, "Telling the reporter"): an e-mail per settled report, queued with the
// operator's action, and 'Mis denuncias' (GET /api/reports/mine).
describe('the outcome of a report: its e-mail and GET /api/reports/mine', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const url = () => api?.url ?? '';
  const people: Record<'operator' | 'owner' | 'first' | 'second' | 'unconfirmed', SignedUp> = {} as never;
  let project: Project;

  const mine = async (who: SignedUp) =>
    (await request(url()).get('/api/reports/mine').set('Cookie', who.cookie).expect(200)).body as Report[];
  const report = (who: SignedUp, targetType: string, targetId: number, reason: string) =>
    request(url())
      .post('/api/reports')
      .set('Cookie', who.cookie)
      .send({ targetType, targetId, reason })
      .expect(201);
  const act = (action: string, targetType: string, targetId: number) =>
    request(url())
      .post('/api/admin/actions')
      .set('Cookie', people.operator.cookie)
      .send({ action, targetType, targetId, reason: INTERNAL_REASON })
      .expect(201);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createDatabase();
    const env = mailEnv(smtp.url);
    api = await startApi(database, env);
    for (const name of ['operator', 'owner', 'first', 'second', 'unconfirmed'] as const)
      people[name] = await signUp(url(), 'client', { name: `Persona ${name}` });
    for (const name of ['first', 'second'] as const)
      await confirmAddress(smtp, url(), people[name].body.email);
    project = await publishProject(people.owner.agent);

    // The embedded folder admits one process: the command runs with the API stopped.
    if (!onServer) await api.stop();
    await operatorCli(database, 'grant', people.operator.body.email);
    if (!onServer) api = await startApi(database, env);
    const status = (
      await request(url()).get('/api/admin/totp').set('Cookie', people.operator.cookie).expect(200)
    ).body as TotpStatus;
    await request(url())
      .post('/api/admin/totp')
      .set('Cookie', people.operator.cookie)
      .send({ code: await freshCode(status.secret ?? '') })
      .expect(200);
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
    await smtp?.close();
  }, 120_000);

  it('is 401 without a session', async () => {
    expectError(await request(url()).get('/api/reports/mine'), 401, UNAUTHENTICATED);
  });

  it('tells each reporter of a hidden item once, by e-mail and on their account; the operator and reason stay out', async () => {
    await report(people.first, 'project', project.id, 'fraud');
    await report(people.second, 'project', project.id, 'spam');
    await report(people.unconfirmed, 'project', project.id, 'offensive');
    await report(people.first, 'user', people.owner.user.id, 'other');
    const before = await mine(people.first);
    expect(before.map((r) => [r.targetType, r.status, r.decidedAt])).toEqual([
      ['user', 'open', null],
      ['project', 'open', null],
    ]);

    await act('hide', 'project', project.id);
    const day = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }).format(new Date(before[1]?.createdAt ?? 0));
    for (const who of [people.first, people.second]) {
      const [mail] = await smtp.waitFor(who.body.email, SUBJECT);
      expect(mail?.text).toContain(`Hola, ${who.user.name}:`);
      expect(mail?.text).toContain(`El ${day} denunciaste una solicitud en`);
      expect(mail?.text).toContain(REMOVED);
      expect(mail?.html).toContain(REMOVED);
      expect(linkIn(mail, `${PUBLIC_URL}/profile/cuenta`)).toBe(`${PUBLIC_URL}/profile/cuenta#mis-denuncias`);
      for (const part of [mail?.text, mail?.html]) {
        expect(part).not.toContain(INTERNAL_REASON);
        expect(part).not.toContain(people.operator.user.name);
      }
    }

    const after = await mine(people.first);
    expect(after[1]).toEqual({
      ...before[1],
      status: 'actioned',
      decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(after[0]).toEqual(before[0]);
    expect((await mine(people.second)).map((r) => r.status)).toEqual(['actioned']);

    // An address not confirmed gets no notice (as every notification); the account shows the outcome all the same.
    const [own] = await mine(people.unconfirmed);
    expect(await mine(people.unconfirmed)).toEqual([
      { ...own, targetType: 'project', targetId: project.id, reason: 'offensive', status: 'actioned' },
    ]);
    expect(own?.decidedAt).toEqual(expect.any(String));
    // Sent in the same batch as the others: a moment more is enough for an e-mail that would have come.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(people.unconfirmed.body.email, SUBJECT)).toEqual([]);
  });

  it('tells a dismissal in its own words, once; another action on a settled item tells nobody again', async () => {
    await act('dismiss', 'user', people.owner.user.id);
    const mails = await smtp.waitFor(people.first.body.email, SUBJECT, 2);
    const dismissal = mails.find((m) => m.text?.includes('denunciaste una cuenta'));
    expect(dismissal?.text).toContain(NOTHING_WRONG);
    expect(dismissal?.text).not.toContain(REMOVED);

    const [account] = await mine(people.first);
    expect(account).toMatchObject({ targetType: 'user', status: 'dismissed', decidedAt: expect.any(String) });

    // Restored and hidden again: no open report was left to settle, so no new e-mail.
    await act('restore', 'project', project.id);
    await act('hide', 'project', project.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(people.first.body.email, SUBJECT)).toHaveLength(2);
    expect(smtp.to(people.second.body.email, SUBJECT)).toHaveLength(1);
  });
});

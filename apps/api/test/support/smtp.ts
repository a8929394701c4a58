import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../../scripts/free-port.mjs';

/**
 * A real SMTP server for a test file (smtp-server, the one nodemailer's authors keep): every e-mail the API sends
 * to it is parsed (mailparser) and kept. `refuse(code)` makes it answer that code to every message until
 * `refuse(null)`: 4xx for a server that will take it later, 5xx for one that never will.
 */
export async function startSmtpServer() {
  const mails: ParsedMail[] = [];
  let refusal: number | null = null;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The API keeps its connection open (a pooled transport): closing does not wait 30 s for it to leave.
    closeTimeout: 200,
    logger: false,
    onData(stream, _session, callback) {
      if (refusal !== null) {
        stream.resume();
        const error = Object.assign(new Error(`Rechazado por la prueba (${refusal})`), {
          responseCode: refusal,
        });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          // A slow server: the sender is mid-conversation for a while (a process can die then).
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that dies mid-conversation (kill -9) resets its connection: a real server notes it and carries on.
  // Without a listener, smtp-server's 'error' event would end the test process.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse(code: number | null) {
      refusal = code;
    },
    /** Takes this long to accept each e-mail from now on. */
    slow(ms: number) {
      delayMs = ms;
    },
    /** The e-mails to `to` so far (with this subject, if given). */
    to(to: string, subject?: string): ParsedMail[] {
      return mails.filter(
        (m) => addresses(m).includes(to.toLowerCase()) && (subject === undefined || m.subject === subject),
      );
    },
    /** Waits until `count` e-mails to `to` (with this subject) have arrived (the API's sender polls). */
    async waitFor(to: string, subject: string, count = 1, timeoutMs = 15_000): Promise<ParsedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = this.to(to, subject);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(
            `${found.length} of ${count} e-mail(s) '${subject}' to ${to} after ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

/** The first link in an e-mail's plain text that starts with `prefix`. */
export function linkIn(mail: ParsedMail | undefined, prefix: string): string {
  const match = (mail?.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!match) throw new Error(`no link ${prefix}… in:\n${mail?.text}`);
  return match;
}

/** The site's address in the e-mails of a test file's API (mailEnv). */
export const PUBLIC_URL = 'https://reformas.example';

/** A real SMTP server for the file, started before the API that sends to it (useTestApi(() => mailEnv(...))). */
export function useSmtp() {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  return {
    get server() {
      if (!smtp) throw new Error('the SMTP server is not running');
      return smtp;
    },
  };
}

/** An API that sends its e-mails to the SMTP server at `url` at once (the sender polls every 50 ms). */
export const mailEnv = (url: string, extra: Record<string, string> = {}) => ({
  SMTP_URL: url,
  PUBLIC_URL,
  MAIL_FROM: 'ReformasYa <no-responder@reformas.example>',
  MAIL_POLL_MS: '50',
  ...extra,
});

/** The token of an e-mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Confirms a signed-up account's address with the link e-mailed at registration (notification e-mails need it). */
export async function confirmAddress(
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  apiUrl: string,
  email: string,
): Promise<void> {
  const [mail] = await smtp.waitFor(email, 'Confirma tu correo electrónico');
  const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/verificar-correo?token=`));
  const res = await fetch(`${apiUrl}/api/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 204) throw new Error(`verify failed: ${res.status}`);
}

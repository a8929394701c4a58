import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { MAIL_CATCHER_URL, SHELL_URL } from './environment';

type CaughtMail = { subject: string; text?: string; to: { address: string }[] };

/** The e-mails the mail catcher (maildev's REST API) holds for `to`, newest last. */
async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL_CATCHER_URL}/api/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((a) => a.address.toLowerCase() === to.toLowerCase()));
}

/** Waits for an e-mail to `to` with this subject (the API's sender polls) and returns its plain text. */
export async function mailText(to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = (await mailsTo(to)).find((mail) => mail.subject === subject)?.text ?? '';
        return text;
      },
      { timeout: 20_000, message: `un correo '${subject}' a ${to}` },
    )
    .not.toBe('');
  return text;
}

/** The first address in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`Ningún enlace ${prefix}… en:\n${text}`);
  return link;
}

/** Confirms a new account's address with the link e-mailed at registration (notification e-mails need it). */
export async function confirmAddressViaMail(request: APIRequestContext, email: string): Promise<void> {
  const link = linkIn(
    await mailText(email, 'Confirma tu correo electrónico'),
    `${SHELL_URL}/verificar-correo?token=`,
  );
  const token = new URL(link).searchParams.get('token');
  const res = await request.post('/api/email/verify', { data: { token } });
  if (res.status() !== 204) throw new Error(`Confirmación fallida: ${res.status()} ${await res.text()}`);
}

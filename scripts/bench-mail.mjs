#!/usr/bin/env node
// `npm run bench:mail`: how many e-mails a second the API's senders (apps/api/src/mail/mail-sender.ts) deliver
// from the outbox, with 1 API process and then with 2 on a fresh database, back to back in one run. Each run puts
// MAIL_COUNT pending e-mails (distinct recipients, so the daily cap per address never applies; a password-reset
// e-mail as the API renders it: 3.4 kB of HTML, 0.5 kB of text) straight into `mail_outbox`, in one transaction
// while the processes are already up and polling, and times from its commit until the last e-mail is both
// received by the SMTP server and marked sent. The SMTP server (smtp-server) runs in this process, which does
// nothing else meanwhile but ask the database for progress every 200 ms: it takes every message, reads only its
// headers (Message-ID) and counts it. Duplicates are Message-IDs received more than once; lost, e-mails inserted
// and never received (or given up: failedAt). Exits 1 if any is lost or duplicated.
//   DATABASE_URL  server (default postgres://postgres@127.0.0.1:5432/test; scratch databases beside it)
//   MAIL_COUNT    e-mails per run (default 10000)
//   MAIL_POLL_MS  passed to the API (default here 100 instead of its 2000; see POLL below); MAIL_BATCH (the
//                 API's default, 20) and the other MAIL_* variables pass through as set
//   SMTP_GREETING_MS  the SMTP server's pause before its greeting (default 0; smtp-server's own is 100)
//   --write       also replace the e-mail table in BENCHMARKS.md
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
import { buildApi, children, startApiProcess } from './bench/api-bench.mjs';
import { writeBenchmarkSection } from './bench/benchmarks-file.mjs';
import { freePort } from './free-port.mjs';
import { freshDatabase, runFolder, sleep } from './topology/cluster.mjs';
import { WRITE } from './bench/settings.mjs';

const COUNT = Number(process.env.MAIL_COUNT ?? 10000);
// A sender that took a full batch takes the next one at once, so with a backlog the poll interval never runs;
// it only delays the start (the rows arrive while each sender waits out its interval: up to 2 s with the default)
// and the last round. 100 ms keeps that out of the figure; the sending itself is unchanged.
const POLL = process.env.MAIL_POLL_MS ?? '100';
const BATCH = process.env.MAIL_BATCH ?? '20 (default)';
const PUBLIC_URL = 'https://reformas.example';
// smtp-server waits 100 ms after each connection before its greeting (to catch clients that talk too soon), and
// the API's sender opens a connection per e-mail, one e-mail at a time: with that pause the bench measures
// smtp-server's timer (about 9 e-mails a second per process), not the sender. 0 here unless set.
const GREETING_MS = Number(process.env.SMTP_GREETING_MS ?? 0);
// No progress for this long: the rest is counted lost.
const STALL_MS = 60_000;
// After the last e-mail: how long to keep listening for a late resend (a duplicate).
const GRACE_MS = 2_000;

// A password-reset e-mail as mail-templates.ts renders it (React Email), with {n} and {token} per row.
const P =
  'font-size:16px;line-height:24px;margin:0 0 16px;color:#1c1917;margin-top:0;margin-right:0;margin-bottom:16px;margin-left:0';
const LINK = `${PUBLIC_URL}/restablecer-contrasena?token={token}`;
const HTML = [
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
  '<html dir="ltr" lang="es"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/>',
  '<meta name="x-apple-disable-message-reformatting"/><title>Restablece tu contraseña</title></head>',
  '<body style="background-color:#f5f5f4;margin:0;padding:0"><!--$--><!--html--><!--head--><!--body-->',
  '<table border="0" width="100%" cellPadding="0" cellSpacing="0" role="presentation" align="center"><tbody><tr>',
  '<td style="margin:0;padding:24px;background-color:#f5f5f4;font-family:Arial, Helvetica, sans-serif">',
  '<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="max-width:560px;margin:0 auto;background-color:#ffffff;padding:24px;border-radius:8px">',
  '<tbody><tr style="width:100%"><td>',
  `<p style="${P};font-weight:700">ReformasYa, S.L.</p>`,
  `<p style="${P}">Hola, Cliente {n}:</p>`,
  `<p style="${P}">Alguien (seguramente tú) ha pedido restablecer la contraseña de tu cuenta en ReformasYa, S.L..</p>`,
  `<p style="${P}">Pulsa el botón para elegir una nueva. El enlace vale 30 minutos y solo se puede usar una vez.</p>`,
  `<p style="${P.replaceAll('0 0 16px', '24px 0')}"><a href="${LINK}" style="line-height:100%;text-decoration:none;display:inline-block;max-width:100%;mso-padding-alt:0px;background-color:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:600;padding-top:12px;padding-right:20px;padding-bottom:12px;padding-left:20px" target="_blank">`,
  '<span><!--[if mso]><i style="mso-font-width:500%;mso-text-raise:18" hidden>&#8202;&#8202;</i><![endif]--></span>',
  '<span style="max-width:100%;display:inline-block;line-height:120%;mso-padding-alt:0px;mso-text-raise:9px">Elegir una contraseña nueva</span>',
  '<span><!--[if mso]><i style="mso-font-width:500%" hidden>&#8202;&#8202;&#8203;</i><![endif]--></span></a></p>',
  `<p data-skip-in-text="true" style="${P}">Si el botón no funciona, copia esta dirección en tu navegador: ${LINK}</p>`,
  `<p style="${P}">Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.</p>`,
  '<hr style="width:100%;border:none;border-top:1px solid #eaeaea;margin:24px 0 16px;border-color:#e7e5e4"/>',
  `<p style="font-size:12px;line-height:18px;margin:0;color:#57534e;margin-top:0;margin-bottom:0;margin-left:0;margin-right:0">ReformasYa, S.L. · Calle Mayor 1, 28013 Madrid · ${PUBLIC_URL}</p>`,
  '</td></tr></tbody></table></td></tr></tbody></table><!--/$--></body></html>',
].join('');
const TEXT = `ReformasYa, S.L.

Hola, Cliente {n}:

Alguien (seguramente tú) ha pedido restablecer la contraseña de tu cuenta en ReformasYa, S.L..

Pulsa el botón para elegir una nueva. El enlace vale 30 minutos y solo se puede usar una vez.

Elegir una contraseña nueva ${LINK}

Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.

${'-'.repeat(40)}

ReformasYa, S.L. · Calle Mayor 1, 28013 Madrid · ${PUBLIC_URL}
`;

// The Message-ID the sender gives the e-mail of `key` (mail-sender.ts).
const messageIdOf = (key) => `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${new URL(PUBLIC_URL).hostname}>`;

/** An SMTP server that takes every message, reads its Message-ID and counts it; it greets after GREETING_MS. */
async function startSmtpSink() {
  // smtp-server's own init() with its fixed 100 ms made GREETING_MS (no maxClients here: that check is left out).
  SMTPConnection.prototype.init = function init() {
    this._setListeners(() => setTimeout(() => this.connectionReady(), GREETING_MS).unref());
  };
  const received = new Map();
  let last = 0;
  let bytes = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup of 127.0.0.1 on every connection would time this server, not the senders.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        bytes += chunk.length;
        if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const headers = head.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
        const id = /^message-id:[ \t]*(\S+)/im.exec(headers)?.[1] ?? '(none)';
        received.set(id, (received.get(id) ?? 0) + 1);
        last = Date.now();
        callback();
      });
    },
  });
  // A sender that dies mid-conversation resets its connection: noted by smtp-server as an 'error' event that,
  // unheard, would end this process.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    last: () => last,
    bytes: () => bytes,
    messages: () => [...received.values()].reduce((sum, n) => sum + n, 0),
    reset() {
      received.clear();
      last = 0;
      bytes = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
// CPU time (ms) a process has used so far (/proc/<pid>/stat: utime + stime); 0 once it has ended.
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}
// The whole machine's busy and total time so far (/proc/stat), in ms.
function machineMs() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  return { busy: ((total - cpu[3] - cpu[4]) * 1000) / TICKS, total: (total * 1000) / TICKS };
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

async function run(processes, smtp, dataDir) {
  const label = processes === 1 ? '1 proceso' : `${processes} procesos`;
  const database = await freshDatabase('bench_mail');
  const apis = [];
  const db = new pg.Client({ connectionString: database.url });
  try {
    // One after the other: the first runs the migrations (mail_outbox among them).
    for (let i = 0; i < processes; i++)
      apis.push(
        await startApiProcess(await freePort(), {
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          PUBLIC_URL,
          MAIL_FROM: 'ReformasYa <no-responder@reformas.example>',
          MAIL_POLL_MS: POLL,
        }),
      );
    await db.connect();
    smtp.reset();
    await sleep(1000);
    const load = loadavg()[0];
    // The database's side: the backends of this database but this client's, read from /proc as the APIs are.
    const backends = async () =>
      (
        await db.query(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid);
    const cpuBefore = new Map(
      [...apis.map((a) => a.child.pid), ...(await backends())].map((pid) => [pid, cpuMs(pid)]),
    );
    // The last CPU time seen of each process: a backend may start or end (the pools') during the run.
    const cpuSeen = new Map(cpuBefore);
    const look = async () => {
      for (const pid of [...cpuSeen.keys(), ...(await backends())]) {
        const ms = cpuMs(pid);
        if (ms) cpuSeen.set(pid, ms);
      }
    };
    const sinkBefore = process.cpuUsage();
    const machineBefore = machineMs();
    const started = Date.now();
    await db.query(
      `INSERT INTO mail_outbox ("key", "recipient", "kind", "subject", "html", "text")
       SELECT 'bench-' || n, 'cliente' || n || '@ejemplo.es', 'password-reset', 'Restablece tu contraseña',
         replace(replace($1, '{n}', n::text), '{token}', t), replace(replace($2, '{n}', n::text), '{token}', t)
       FROM generate_series(1, $3::int) AS n,
         LATERAL (SELECT rtrim(encode(sha256(n::text::bytea), 'base64'), '=') AS t) AS token`,
      [HTML, TEXT, COUNT],
    );
    // Committed now: the senders see the rows from here on.
    const t0 = Date.now();
    const insertMs = t0 - started;
    let progress = { sent: 0, failed: 0, at: Date.now() };
    let shown = Date.now();
    for (;;) {
      await sleep(200);
      const {
        rows: [r],
      } = await db.query(
        `SELECT count(*) FILTER (WHERE "sentAt" IS NOT NULL)::int AS sent,
           count(*) FILTER (WHERE "failedAt" IS NOT NULL)::int AS failed FROM mail_outbox`,
      );
      if (r.sent !== progress.sent || r.failed !== progress.failed) progress = { ...r, at: Date.now() };
      await look();
      if (Date.now() - shown > 5000) {
        console.log(`  ${label}: ${r.sent} of ${COUNT} sent, ${smtp.messages()} received`);
        shown = Date.now();
      }
      if (r.sent + r.failed >= COUNT && smtp.messages() >= r.sent) break;
      if (Date.now() - progress.at > STALL_MS) {
        console.log(`  ${label}: nothing sent for ${STALL_MS / 1000} s; stopping`);
        break;
      }
    }
    const machineAfter = machineMs();
    const sink = process.cpuUsage(sinkBefore);
    await look();
    const apiPids = new Set(apis.map((a) => a.child.pid));
    const used = (api) =>
      [...cpuSeen]
        .filter(([pid]) => apiPids.has(pid) === api)
        .reduce((sum, [pid, ms]) => sum + ms - (cpuBefore.get(pid) ?? 0), 0);
    const {
      rows: [db0],
    } = await db.query(
      `SELECT count(*) FILTER (WHERE "sentAt" IS NOT NULL)::int AS sent,
         count(*) FILTER (WHERE "failedAt" IS NOT NULL)::int AS failed,
         (sum("attempts") - count(*))::int AS retries,
         extract(epoch FROM max("sentAt")) * 1000 AS "lastSent" FROM mail_outbox`,
    );
    await sleep(GRACE_MS);
    const end = Math.max(Number(db0.lastSent), smtp.last());
    const seconds = (end - t0) / 1000;
    const keys = new Set(Array.from({ length: COUNT }, (_, i) => messageIdOf(`bench-${i + 1}`)));
    const lost = [...keys].filter((id) => !smtp.received.has(id)).length;
    const duplicates = [...smtp.received.values()].reduce((sum, n) => sum + n - 1, 0);
    const strangers = [...smtp.received.keys()].filter((id) => !keys.has(id)).length;
    const mails = Math.max(1, smtp.messages());
    return {
      label,
      processes,
      count: COUNT,
      rate: COUNT / seconds,
      seconds,
      insertMs,
      sent: db0.sent,
      failed: db0.failed,
      retries: db0.retries,
      lost,
      duplicates,
      strangers,
      kb: smtp.bytes() / mails / 1024,
      apiCpu: (used(true) * 1000) / mails,
      dbCpu: (used(false) * 1000) / mails,
      sinkCpu: ((sink.user + sink.system) / 1000 / mails) * 1000,
      busy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
      load,
    };
  } finally {
    await db.end().catch(() => undefined);
    await Promise.all(apis.map((a) => stop(a.child)));
    await database.drop();
  }
}

buildApi();
const dataDir = runFolder('bench-mail-');
const smtp = await startSmtpSink();
const results = [];
try {
  for (const processes of [1, 2]) {
    console.log(`\n${processes} API process(es), ${COUNT} e-mails…`);
    results.push(await run(processes, smtp, dataDir));
  }
} finally {
  children.forEach((c) => c.kill('SIGKILL'));
  await smtp.close();
}

const n = (v, digits = 0) =>
  v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = [
  '| run | e-mails | e-mails/s | time | lost | duplicates | retries | API CPU per e-mail | PostgreSQL CPU per e-mail | SMTP server CPU per e-mail | machine busy | load avg (1 min) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.label} | ${n(r.count)} | ${n(r.rate)} | ${n(r.seconds, 1)} s | ${r.lost} | ${r.duplicates} | ${r.retries} | ${n(r.apiCpu)} µs | ${n(r.dbCpu)} µs | ${n(r.sinkCpu)} µs | ${n(r.busy * 100)} % | ${r.load.toFixed(2)} |`,
  ),
];
const table = rows.join('\n');
const [one, two] = results;
const ratio = two.rate / one.rate;
const settings = `SMTP greeting after ${GREETING_MS} ms, MAIL_BATCH ${BATCH}, MAIL_POLL_MS ${POLL}`;
const why = process.env.MAIL_POLL_MS
  ? ''
  : ' (not its default 2000: a sender that took a full batch takes the next at once, so the interval only delays the first and the last round, and 2 s of waiting at the start would be 1-5 % of a run)';
console.log(
  `\nE-mail delivery: ${n(COUNT)} e-mails per run, ${new Date().toISOString()}; ${settings}${why}\n`,
);
console.log(table);
console.log(
  `\n2 senders / 1 sender: ${ratio.toFixed(2)}×. Each message ${n(one.kb, 1)} kB on the wire; ${COUNT} rows inserted in ${n(one.insertMs)} / ${n(two.insertMs)} ms (before the clock starts).`,
);
const bad = results.filter((r) => r.lost || r.duplicates || r.strangers || r.failed);
for (const r of bad)
  console.log(
    `${r.label}: ${r.lost} lost, ${r.duplicates} duplicated, ${r.failed} given up, ${r.strangers} unknown Message-IDs`,
  );

if (WRITE)
  await writeBenchmarkSection({
    name: 'mail',
    heading: 'E-mail delivery (`npm run bench:mail`)',
    body: `${table}\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:mail\` (${n(COUNT)} e-mails per run; ${settings}); 2 senders / 1 sender: ${ratio.toFixed(2)}×.`,
  });
process.exitCode = bad.length ? 1 : 0;

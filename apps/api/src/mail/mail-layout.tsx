// The one layout of every e-mail (React Email): the site's name, a greeting, paragraphs, at most one button, closing
// lines, and a foot naming the sender, its postal address and its site, as every commercial e-mail in Spain must
// (LSSI-CE art. 10). mail-templates.ts renders it twice over: HTML, and plain text from that HTML.
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';

export type MailSite = { name: string; address: string; publicUrl: string };

/** What an e-mail says; the layout gives it its form. */
export type MailContent = {
  subject: string;
  /** Preheader: the line a mail client shows after the subject (not in the plain-text part). */
  preview?: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  after?: readonly string[];
  /** A small link in the foot, for the e-mails one can stop receiving (notifications). */
  unsubscribe?: { url: string; label: string };
};

const body = {
  margin: 0,
  padding: '24px',
  backgroundColor: '#f5f5f4',
  fontFamily: 'Arial, Helvetica, sans-serif',
};
const card = {
  maxWidth: '560px',
  margin: '0 auto',
  backgroundColor: '#ffffff',
  padding: '24px',
  borderRadius: '8px',
};
const paragraph = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: '#1c1917' };
const button = {
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 600,
  textDecoration: 'none',
};
const foot = { margin: 0, fontSize: '12px', lineHeight: '18px', color: '#57534e' };

export function MailLayout({ content, site }: { content: MailContent; site: MailSite }) {
  const { action, unsubscribe } = content;
  return (
    <Html lang="es">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Body style={body}>
        {content.preview ? <Preview>{content.preview}</Preview> : null}
        <Container style={card}>
          <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{site.name}</Text>
          <Text style={paragraph}>{content.greeting}</Text>
          {content.paragraphs.map((p, i) => (
            <Text key={i} style={paragraph}>
              {p}
            </Text>
          ))}
          {action ? (
            <>
              <Text style={{ ...paragraph, margin: '24px 0' }}>
                <Button href={action.url} style={button}>
                  {action.label}
                </Button>
              </Text>
              {/* The plain-text part already gives the address after the button's label. */}
              <Text style={paragraph} data-skip-in-text>
                {`Si el botón no funciona, copia esta dirección en tu navegador: ${action.url}`}
              </Text>
            </>
          ) : null}
          {(content.after ?? []).map((p, i) => (
            <Text key={i} style={paragraph}>
              {p}
            </Text>
          ))}
          <Hr style={{ margin: '24px 0 16px', borderColor: '#e7e5e4' }} />
          <Text style={foot}>{`${site.name} · ${site.address} · ${site.publicUrl}`}</Text>
          {unsubscribe ? (
            <Text style={{ ...foot, marginTop: '8px' }}>
              <Link href={unsubscribe.url} style={{ color: '#57534e', textDecoration: 'underline' }}>
                {unsubscribe.label}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { business, hours, legalIdentity } from '../../../shared/business';
import { type MailContent, type MailSettings, siteLink } from './content';

/**
 * The one layout every mail is drawn in: the company's name and logo, the content, and a footer with
 * how to reach us and the legal identity UK company law asks business mail to carry. Inline styles
 * and tables (react-email's components) because mail apps ignore style sheets; colours keep at least
 * 4.5:1 contrast; one column no wider than 600 px, so it reads on a 390 px phone.
 */

/** The logo as a PNG on the site (web/public): Gmail and Outlook show neither SVG nor data: URLs. */
export const MAIL_LOGO_PATH = '/images/mail-logo.png';

const colours = {
  ink: '#1f2937',
  muted: '#4b5563',
  teal: '#0f766e',
  line: '#d1d5db',
  page: '#f3f4f6',
  panel: '#f0fdfa',
};

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const paragraph: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  color: colours.ink,
  margin: '0 0 16px',
};
const small: CSSProperties = {
  fontSize: '13px',
  lineHeight: '20px',
  color: colours.muted,
  margin: '0 0 4px',
};

export function MailLayout({ content, settings }: { content: MailContent; settings: MailSettings }) {
  const home = settings.siteUrl;
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preheader}</Preview>
      <Body style={{ backgroundColor: colours.page, fontFamily: font, margin: 0, padding: '16px 0' }}>
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '600px', width: '100%', borderRadius: '8px' }}
        >
          <Section style={{ padding: '20px 24px 8px' }}>
            <Link href={home} style={{ color: colours.teal, textDecoration: 'none' }}>
              <Img
                src={siteLink(home, MAIL_LOGO_PATH)}
                width="40"
                height="40"
                alt={business.name}
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '8px' }}
              />
              <span
                style={{
                  display: 'inline-block',
                  verticalAlign: 'middle',
                  marginLeft: '12px',
                  fontSize: '18px',
                  fontWeight: 700,
                  color: colours.teal,
                }}
                aria-hidden="true"
              >
                {business.name}
              </span>
            </Link>
          </Section>
          <Section style={{ padding: '8px 24px 8px' }}>
            <Heading
              as="h1"
              style={{ fontSize: '24px', lineHeight: '32px', color: colours.ink, margin: '8px 0 16px' }}
            >
              {content.heading}
            </Heading>
            {content.greeting ? <Text style={paragraph}>Hello {content.greeting},</Text> : null}
            {content.paragraphs.map((text) => (
              <Text key={text} style={paragraph}>
                {text}
              </Text>
            ))}
          </Section>
          {content.facts.length > 0 ? (
            <Section style={{ padding: '0 24px' }}>
              <Heading as="h2" style={{ fontSize: '16px', color: colours.ink, margin: '0 0 8px' }}>
                The details
              </Heading>
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ backgroundColor: colours.panel, borderRadius: '8px', borderCollapse: 'separate' }}
              >
                <tbody>
                  {content.facts.map((fact) => (
                    <tr key={fact.label}>
                      <th
                        scope="row"
                        align="left"
                        style={{
                          padding: '8px 12px',
                          verticalAlign: 'top',
                          fontSize: '14px',
                          lineHeight: '20px',
                          color: colours.muted,
                          fontWeight: 600,
                          width: '35%',
                        }}
                      >
                        {fact.label}
                      </th>
                      <td
                        style={{
                          padding: '8px 12px',
                          verticalAlign: 'top',
                          fontSize: '15px',
                          lineHeight: '22px',
                          color: colours.ink,
                          whiteSpace: 'pre-line',
                          wordBreak: 'break-word',
                        }}
                      >
                        {fact.value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
          {content.button ? (
            <Section style={{ padding: '24px 24px 8px' }}>
              <Button
                href={content.button.href}
                style={{
                  backgroundColor: colours.teal,
                  color: '#ffffff',
                  fontSize: '16px',
                  fontWeight: 600,
                  borderRadius: '6px',
                  padding: '12px 20px',
                  textDecoration: 'none',
                }}
              >
                {content.button.label}
              </Button>
            </Section>
          ) : null}
          {content.notes.length > 0 ? (
            <Section style={{ padding: '16px 24px 0' }}>
              {content.notes.map((note) => (
                <Text
                  key={note}
                  style={{ ...paragraph, fontSize: '14px', lineHeight: '21px', color: colours.muted }}
                >
                  {note}
                </Text>
              ))}
            </Section>
          ) : null}
          <Section style={{ padding: '0 24px 20px' }}>
            <Hr style={{ borderColor: colours.line, margin: '16px 0' }} />
            <Text style={{ ...small, fontWeight: 700, color: colours.ink }}>{business.name}</Text>
            <Text style={small}>
              <Link href={business.phoneHref} style={{ color: colours.teal }}>
                {business.phone}
              </Link>
              {' · '}
              <Link href={`mailto:${business.email}`} style={{ color: colours.teal }}>
                {business.email}
              </Link>
            </Text>
            <Text style={small}>
              {business.address.town}, {business.address.county} · {hours.weekdays}, {hours.saturday}
            </Text>
            <Text style={{ ...small, marginTop: '12px' }}>
              {legalIdentity.registered} {legalIdentity.office}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

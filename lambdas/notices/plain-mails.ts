import { business, hours, legalIdentity, replyPromise } from '../../shared/business';
import { ENQUIRY_FIELD_LABELS } from '../../shared/enquiry-labels';
import type { Enquiry } from '../../shared/schemas/enquiry';

/**
 * The mails of enquiries and sign-up, as notices send them (decision 012): plain paragraphs, words
 * unchanged from when they were sent on their own. What a visitor typed appears only in the office's
 * copy, escaped; the mails to an address a visitor typed repeat nothing of theirs.
 */
export interface PlainMail {
  subject: string;
  text: string;
  html: string;
}

const LABELS: Readonly<Record<string, string>> = ENQUIRY_FIELD_LABELS;

const KIND: Record<Enquiry['type'], string> = {
  general: 'General enquiry',
  cleaning: 'Cleaning registration',
  nanny: 'Nanny / babysitting registration',
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Header values must never carry a line break, whatever a visitor typed. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 150);

const senderName = (enquiry: Enquiry) => (enquiry.type === 'general' ? enquiry.name : enquiry.fullName);

const fields = (enquiry: Enquiry) =>
  Object.entries(enquiry)
    .filter(([key, value]) => key !== 'type' && value !== '' && value !== undefined)
    .map(([key, value]) => [LABELS[key] ?? key, String(value)] as const);

const content = (subject: string, lines: string[], html: string): PlainMail => ({
  subject: oneLine(subject),
  text: lines.join('\n'),
  html,
});

/** Each line as a paragraph, escaped; `drawn` may draw a line its own way (a link, the code). */
const paragraphs = (lines: string[], drawn: (line: string) => string | undefined = () => undefined) =>
  lines.map((line) => (line === '' ? '' : (drawn(line) ?? `<p>${escapeHtml(line)}</p>`))).join('');

/** Who sent it, as business mail must say (Companies Act 2006): the last lines of every plain mail. */
const FOOTER = [
  `${business.name}, ${business.address.town}, ${business.address.county}`,
  `${legalIdentity.registered} ${legalIdentity.office}`,
];

/** The message to the company inbox; its notice sets Reply-To to the visitor so a reply goes straight back. */
export const companyMail = (id: string, enquiry: Enquiry): PlainMail => {
  const rows = fields(enquiry);
  const topic = enquiry.type === 'general' ? enquiry.subject : senderName(enquiry);
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return content(
    `${KIND[enquiry.type]}: ${topic}`,
    [`${KIND[enquiry.type]} (reference ${id})`, '', ...rows.map(([label, value]) => `${label}: ${value}`)],
    `<p>${escapeHtml(KIND[enquiry.type])} (reference ${escapeHtml(id)})</p><table cellpadding="4">${table}</table>`,
  );
};

/**
 * The acknowledgement to the visitor: a reference and the company's own words only. Nothing the visitor
 * typed is repeated (not even their name), so the form cannot be used to send strangers a message of
 * someone else's choosing from the company's address.
 */
export const acknowledgementMail = (id: string, enquiry: Pick<Enquiry, 'type'>): PlainMail => {
  const lines = [
    'Hello,',
    '',
    // Every enquiry came through one of the site's forms: the promise the site makes for them.
    `Thank you for contacting ${business.name}. We have received your ${KIND[enquiry.type].toLowerCase()} and will reply ${replyPromise.form}.`,
    '',
    `If it is urgent, call us on ${business.phone} (${hours.weekdays}, ${hours.saturday}).`,
    '',
    `Your reference: ${id}`,
    '',
    'If you did not contact us, you can ignore this message: we will not write again unless you do.',
    '',
    ...FOOTER,
  ];
  return content(`We've received your message - ${business.name}`, lines, paragraphs(lines));
};

/** Where an invitation leads: the sign-up form on /auth, with the address the enquiry came from filled in. */
export const signUpLink = (siteUrl: string, email: string): string => {
  const url = new URL('/auth', siteUrl);
  url.searchParams.set('mode', 'signup');
  url.searchParams.set('email', email);
  return url.toString();
};

/**
 * The office's invitation to open an account. Like the acknowledgement it repeats nothing the visitor
 * typed but their own address, inside the link the office asked to send them.
 */
export const inviteMail = (id: string, enquiry: Pick<Enquiry, 'email'>, siteUrl: string): PlainMail => {
  const link = signUpLink(siteUrl, enquiry.email);
  const lines = [
    'Hello,',
    '',
    `Thank you for getting in touch with ${business.name}. You can now book and manage visits, and see your invoices, in our client portal.`,
    '',
    `Create your account here (your email address is already filled in): ${link}`,
    '',
    `Your reference: ${id}`,
    '',
    'If you did not contact us, you can ignore this message: no account is made unless you make one.',
    '',
    ...FOOTER,
  ];
  const html = paragraphs(lines, (line) =>
    line.includes(link)
      ? `<p>Create your account here (your email address is already filled in): <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
      : undefined,
  );
  return content(`Your invitation to open an account - ${business.name}`, lines, html);
};

/**
 * To the owner of an address someone tried to sign up with again (decision 008). The company's own words
 * only: nothing the person signing up typed (their name, their password) is repeated.
 */
export const existingAccountMail = (siteUrl: string): PlainMail => {
  const signIn = `${siteUrl.replace(/\/$/, '')}/auth`;
  const lines = [
    'Hello,',
    '',
    `Someone tried to create a ${business.name} account with this email address, which already has one.`,
    `If it was you, sign in at ${signIn}, or choose "Forgot password?" there to set a new password.`,
    'If it was not you, you can ignore this message: your account has not changed.',
    '',
    ...FOOTER,
  ];
  // Its subject was never cut to one line's length: kept as it was.
  return { subject: `Your ${business.name} account`, text: lines.join('\n'), html: paragraphs(lines) };
};

/**
 * The code that finishes a sign-up (decision 015), to an address nobody has proven yet: the company's
 * own words and the code only, with no greeting by name, so nothing the person signing up typed reaches
 * the mailbox.
 */
export const signUpCodeMail = (code: string, validMinutes: number, siteUrl: string): PlainMail => {
  const signUp = new URL('/auth?mode=signup', siteUrl).toString();
  const lines = [
    'Hello,',
    '',
    `Someone asked to create a ${business.name} account with this email address. To finish, enter this code on the sign-up page, with the password you choose:`,
    '',
    code,
    '',
    `The code works once and for ${validMinutes} minutes. The sign-up page: ${signUp}`,
    'If it was not you, you can ignore this message: no account is made without the code.',
    '',
    ...FOOTER,
  ];
  const html = paragraphs(lines, (line) =>
    line === code
      ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`
      : line.endsWith(signUp)
        ? `<p>${escapeHtml(line.slice(0, -signUp.length))}<a href="${escapeHtml(signUp)}">${escapeHtml(signUp)}</a></p>`
        : undefined,
  );
  return content(`Your ${business.name} sign-up code: ${code}`, lines, html);
};

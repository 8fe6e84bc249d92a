/**
 * What one mail says, as data: every template (notices, Cognito's messages) returns this, and the
 * React layout (layout.tsx) renders it to HTML while text.ts renders the same data to plain text, so
 * the two parts of a mail can never say different things.
 */
export interface MailContent {
  subject: string;
  /** The line mail apps show after the subject, before the mail is opened. */
  preheader: string;
  heading: string;
  /** Whom the mail greets: `Hello <name>,`; left out for the office's own notices. */
  greeting?: string;
  paragraphs: string[];
  /** The facts a person acts on (what, when, where, who, how much), as label and value. */
  facts: MailFact[];
  /** The one thing to do next: a link into the portal. */
  button?: { label: string; href: string };
  /** Closing lines after the button: policy, what to do if something is wrong. */
  notes: string[];
}

export interface MailFact {
  label: string;
  value: string;
}

/** What the layout needs besides the content: where the site is, for the logo and the links. */
export interface MailSettings {
  siteUrl: string;
}

/** A path on the site as an absolute URL (mail has no base URL). */
export const siteLink = (siteUrl: string, path: string): string => new URL(path, siteUrl).href;

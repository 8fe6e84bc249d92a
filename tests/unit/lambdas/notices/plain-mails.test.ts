import { describe, expect, it } from 'vitest';
import { acknowledgementMail, companyMail } from '../../../../lambdas/notices/plain-mails';
import type { Enquiry } from '../../../../shared/schemas/enquiry';

const general = (overrides: Partial<Extract<Enquiry, { type: 'general' }>> = {}): Enquiry => ({
  type: 'general',
  name: 'Jo Bloggs',
  email: 'jo@example.org',
  subject: 'A weekly clean',
  message: 'Hello\nCould you quote for a weekly clean?',
  ...overrides,
});

const subjectOf = (mail: ReturnType<typeof companyMail>) => mail.subject;
const htmlOf = (mail: ReturnType<typeof companyMail>) => mail.html;

describe('enquiry mail', () => {
  it('escapes what a visitor typed in the HTML, keeping their line breaks', () => {
    const html = htmlOf(
      companyMail('ref-1', general({ message: '<script>alert("x")</script> & \'more\'\nsecond line' })),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;more&#39;<br>second line',
    );
  });

  it.each([
    [
      'general',
      general({
        name: 'MARK-name https://phish.example/x',
        subject: 'MARK-subject',
        message: 'MARK-message text',
      }),
    ],
    [
      'nanny',
      {
        type: 'nanny',
        fullName: 'MARK-fullName',
        telephone: '01632 960000',
        address: 'MARK-address',
        email: 'jo@example.org',
        serviceRequired: 'both',
        specialRequirements: 'MARK-special',
        preferredDaysTimes: 'MARK-days',
        numberOfChildren: 2,
        childrenAges: 'MARK-ages',
        childrenGenders: 'MARK-genders',
      } satisfies Enquiry,
    ],
  ] as const)(
    'the acknowledgement of a %s enquiry repeats none of what the visitor typed',
    (_type, enquiry) => {
      const ack = acknowledgementMail('ref-1', enquiry);
      const everything = [subjectOf(ack), htmlOf(ack), ack.text].join('\n');
      expect(everything).not.toContain('MARK');
      expect(everything).not.toContain('phish');
      expect(everything).toContain('Your reference: ref-1');
    },
  );

  it('keeps every subject on one line, whatever was typed, and at most 150 characters', () => {
    const injected = general({ subject: 'Hi\r\nBcc: victim@example.net\nX-Spam: yes' });
    for (const mail of [companyMail('ref-1', injected), acknowledgementMail('ref-1', injected)])
      expect(subjectOf(mail)).not.toMatch(/[\r\n]/);
    expect(subjectOf(companyMail('ref-1', injected))).toBe(
      'General enquiry: Hi Bcc: victim@example.net X-Spam: yes',
    );
    expect(subjectOf(companyMail('ref-1', general({ subject: 'x'.repeat(400) }))).length).toBe(150);
  });

  it("promises every sender the site's reply time for its forms, and carries the company's registration", () => {
    const registration = {
      fullName: 'Sam Taylor',
      telephone: '01707 123456',
      address: '12 Darkes Lane, Potters Bar',
      email: 'sam@example.org',
      specialRequirements: '',
      preferredDaysTimes: '',
    };
    const enquiries: Enquiry[] = [
      general(),
      { type: 'cleaning', ...registration, serviceRequired: 'cleaning' },
      {
        type: 'nanny',
        ...registration,
        serviceRequired: 'both',
        numberOfChildren: 2,
        childrenAges: '4 and 7',
        childrenGenders: 'girl and boy',
      },
    ];
    for (const enquiry of enquiries) {
      const text = acknowledgementMail('ref-1', enquiry).text;
      // The registration pages, the contact page and the toast make the same promise (shared/business.ts).
      expect(text).toContain('will reply within 2 hours during office hours.');
      expect(text.match(/within \d+ hours/g)).toEqual(['within 2 hours']);
      expect(text).toContain(
        'Potters Bar Home Services Ltd is registered in England and Wales, company number 09999999.',
      );
      expect(text).toContain('Registered office: Unit 1, Example Court, Potters Bar, Hertfordshire EN6 9ZZ.');
    }
  });

  // Who each goes to (the inbox, Reply-To the visitor; the visitor) is the notice's: written by
  // lambdas/enquiries/service.ts, checked end to end by tests/integration/enquiries.test.ts.
  it('gives the reference in the company copy and in the acknowledgement', () => {
    expect(companyMail('ref-1', general()).text).toContain('(reference ref-1)');
    expect(acknowledgementMail('ref-1', general()).text).toContain('Your reference: ref-1');
  });
});

import { business } from '../../shared/business';
import { formatDate, formatPence } from '../../shared/dates';
import {
  childcareWords,
  collectionSentence,
  latePaymentInterest,
  paymentInstructions,
  paysItThemselves,
  refundedToSentence,
} from '../../shared/invoice-payment';
import type { NoticeKind } from '../../shared/notices';
import { DIRECT_DEBIT_GUARANTEE, SAVED_CARD_CONSENT } from '../../shared/payments';
import { forClient, payInvoiceLink, portalPaths } from '../../shared/portal-paths';
import { type Invoice, PAYMENT_METHOD_LABELS } from '../../shared/schemas/invoice';
import type { NoticeFacts, NoticeRecord } from '../data/notice';
import { type MailContent, type MailFact, siteLink } from '../lib/mail';
import { dayText, questions, type TemplateInput } from './template-parts';

/**
 * The notices of money: an invoice, a receipt, the advance notice of a collection,
 * a failed payment, a reminder, a refund with its credit note, a saved way to pay (for Direct Debit,
 * the mandate's confirmation Bacs requires), and the office's word of a payment problem. The bank
 * details, the interest sentence and the collection words are the PDFs' own (shared/invoice-payment.ts).
 */

type MoneyKind = Extract<
  NoticeKind,
  | 'invoice-issued'
  | 'payment-received'
  | 'collection-upcoming'
  | 'payment-failed'
  | 'invoice-reminder'
  | 'refund-issued'
  | 'payment-method-saved'
  | 'payment-problem'
>;
type InvoiceFacts = Extract<NoticeFacts, { invoice: Invoice }>;

const invoiceFactsOf = (notice: NoticeRecord): InvoiceFacts => {
  if (!('invoice' in notice.facts))
    throw new Error(`Notice ${notice.id} (${notice.kind}) carries no invoice`);
  return notice.facts;
};

const invoicesButton = (siteUrl: string, label = 'See your invoices') => ({
  label,
  href: siteLink(siteUrl, portalPaths.invoices),
});

const payButton = (siteUrl: string, invoice: Invoice) => ({
  label: 'Pay by card',
  href: payInvoiceLink(siteUrl, invoice.id),
});

const bankFact = (invoice: Invoice): MailFact => {
  const how = paymentInstructions(invoice);
  return { label: 'Or by bank transfer', value: [how.bankTransfer, how.account, how.reference].join('\n') };
};

/** `Card, Visa ending 4242`; a description that names its method already is enough alone. */
const methodText = (method: keyof typeof PAYMENT_METHOD_LABELS, description: string) => {
  const label = PAYMENT_METHOD_LABELS[method];
  return description.startsWith(label) ? description : `${label}, ${description}`;
};

const directDebitStatement = (reference?: string) =>
  `It will show on your bank statement as GoCardless, for ${business.name}${reference ? `, with the reference ${reference}` : ''}.`;

const guaranteeNotes = ['The Direct Debit Guarantee:', ...DIRECT_DEBIT_GUARANTEE];

export const MONEY_TEMPLATES: Record<MoneyKind, (input: TemplateInput) => MailContent> = {
  'invoice-issued': ({ notice, recipient, siteUrl }) => {
    const { invoice } = invoiceFactsOf(notice);
    const { collection } = invoice;
    const selfPay = paysItThemselves(invoice);
    const childcare = childcareWords(invoice);
    return {
      subject: `Invoice ${invoice.invoiceNumber}: ${formatPence(invoice.totalPence)}, due ${formatDate(invoice.dueDate)}`,
      preheader:
        collection && !selfPay
          ? `${formatPence(invoice.totalPence)}, to be taken automatically on ${formatDate(collection.date)}.`
          : `${formatPence(invoice.totalPence)} due ${formatDate(invoice.dueDate)}.`,
      heading: `Invoice ${invoice.invoiceNumber}`,
      greeting: recipient.name,
      paragraphs: [
        'Here is your invoice. You can see it and download the PDF in your account.',
        ...(collection && !selfPay
          ? [
              `There is nothing for you to do: we will take it automatically by ${collection.method === 'direct_debit' ? 'Direct Debit' : 'your saved card'} on ${dayText(collection.date)}, and email you before and after.`,
            ]
          : selfPay
            ? ['You can pay it by card in a minute with the button below, or by bank transfer.']
            : []),
        ...(childcare && selfPay ? [childcare.taxFreeChildcare] : []),
      ],
      facts: [
        { label: 'Invoice number', value: invoice.invoiceNumber },
        { label: 'Invoice date', value: formatDate(invoice.invoiceDate) },
        { label: 'Amount', value: formatPence(invoice.totalPence) },
        { label: 'Due', value: formatDate(invoice.dueDate) },
        ...(collection && !selfPay ? [{ label: 'Payment', value: collectionSentence(collection) }] : []),
        ...(selfPay ? [bankFact(invoice)] : []),
        ...(childcare && childcare.ofstedNumbers.length > 0
          ? [{ label: 'Ofsted registration', value: childcare.ofstedNumbers.join(', ') }]
          : []),
      ],
      button: selfPay ? payButton(siteUrl, invoice) : invoicesButton(siteUrl, 'View the invoice'),
      notes: [
        ...(selfPay
          ? [
              `See the invoice and download the PDF: ${siteLink(siteUrl, portalPaths.invoices)}`,
              latePaymentInterest,
            ]
          : []),
        questions,
      ],
    };
  },
  'payment-received': ({ notice, recipient, siteUrl }) => {
    const { invoice, payment } = invoiceFactsOf(notice);
    const amount = payment?.amountPence ?? invoice.totalPence;
    const paidOn = payment?.paidDate ?? invoice.payment?.date;
    const method = payment?.method ?? invoice.payment?.method;
    const reference = payment?.reference ?? invoice.payment?.reference;
    const part = invoice.status !== 'paid';
    return {
      subject: `Receipt: ${formatPence(amount)} received for invoice ${invoice.invoiceNumber}`,
      preheader: `Thank you: ${formatPence(amount)} received.`,
      heading: 'Thank you for your payment',
      greeting: recipient.name,
      paragraphs: [
        part
          ? `We have received ${formatPence(amount)} towards invoice ${invoice.invoiceNumber}. The rest is still due: your account shows how much.`
          : `We have received your payment for invoice ${invoice.invoiceNumber}. Nothing more is due on it.`,
        'Your receipt (PDF) is in your account, with the invoice.',
      ],
      facts: [
        { label: 'Invoice number', value: invoice.invoiceNumber },
        { label: 'Amount received', value: formatPence(amount) },
        ...(method
          ? [
              {
                label: 'Paid by',
                value: payment ? methodText(method, payment.description) : PAYMENT_METHOD_LABELS[method],
              },
            ]
          : []),
        ...(reference && !payment?.description.includes(reference)
          ? [
              {
                label: method === 'tax_free_childcare' ? 'Childcare payment reference' : 'Reference',
                value: reference,
              },
            ]
          : []),
        ...(paidOn ? [{ label: 'Paid on', value: formatDate(paidOn) }] : []),
      ],
      button: invoicesButton(siteUrl, 'See your receipt'),
      notes: [questions],
    };
  },
  'collection-upcoming': ({ notice, recipient, siteUrl }) => {
    const { invoice, collection: announced, payment } = invoiceFactsOf(notice);
    const collection = announced ?? {
      method: invoice.collection?.method ?? 'card',
      date: invoice.collection?.date ?? invoice.dueDate,
      description: invoice.collection?.method === 'direct_debit' ? 'Direct Debit' : 'your saved card',
      amountPence: invoice.totalPence,
    };
    const directDebit = collection.method === 'direct_debit';
    const amount = formatPence(collection.amountPence);
    const mandate = directDebit ? (announced?.reference ?? payment?.reference) : undefined;
    return {
      subject: `${amount} will be taken by ${directDebit ? 'Direct Debit' : 'card'} on ${dayText(collection.date)}`,
      preheader: `For invoice ${invoice.invoiceNumber}: nothing for you to do.`,
      heading: directDebit ? 'Advance notice of your Direct Debit' : 'A payment is coming up',
      greeting: recipient.name,
      paragraphs: [
        `On ${dayText(collection.date)} we will take ${amount} for invoice ${invoice.invoiceNumber} from ${collection.description}, as you chose. There is nothing for you to do.`,
        directDebit
          ? `${directDebitStatement(mandate)} Your payment is protected by the Direct Debit Guarantee.`
          : `It will show on your card statement as ${business.name}.`,
      ],
      facts: [
        { label: 'Amount', value: amount },
        { label: 'Date', value: dayText(collection.date) },
        { label: 'From', value: collection.description },
        { label: 'Invoice number', value: invoice.invoiceNumber },
        ...(mandate ? [{ label: 'Mandate reference', value: mandate }] : []),
      ],
      button: invoicesButton(siteUrl, 'See the invoice'),
      notes: [
        `To pay it another way, or to change how you pay, go to your invoices before ${formatDate(collection.date)}: ${siteLink(siteUrl, portalPaths.invoices)}`,
        questions,
      ],
    };
  },
  'payment-failed': ({ notice, recipient, siteUrl }) => {
    const { invoice, payment } = invoiceFactsOf(notice);
    const failure = payment?.failure?.message ?? invoice.collection?.failure;
    const retry = invoice.collection?.retryDate;
    const amount = formatPence(payment?.amountPence ?? invoice.totalPence);
    const from = payment?.description;
    return {
      subject: `Your payment of ${amount} did not go through: invoice ${invoice.invoiceNumber}`,
      preheader: retry
        ? `We will try again on ${formatDate(retry)}, or you can pay by card now.`
        : 'Please pay by card or bank transfer.',
      heading: 'Your payment did not go through',
      greeting: recipient.name,
      paragraphs: [
        `We could not take ${amount} for invoice ${invoice.invoiceNumber}${from ? ` from ${from}` : ''}${failure ? ': the details below say why.' : '.'}`,
        retry
          ? `We will try again on ${dayText(retry)}. If your details have changed, or you would rather not wait, you can pay by card now.`
          : 'We will not try again automatically. Please pay by card with the button below, or by bank transfer.',
      ],
      facts: [
        { label: 'Invoice number', value: invoice.invoiceNumber },
        { label: 'Amount due', value: amount },
        ...(failure ? [{ label: 'What happened', value: failure }] : []),
        {
          label: 'Next try',
          value: retry ? dayText(retry) : 'None: nothing more will be taken automatically',
        },
        bankFact(invoice),
      ],
      button: payButton(siteUrl, invoice),
      notes: [
        `You can change how you pay in your account: ${siteLink(siteUrl, portalPaths.invoices)}`,
        questions,
      ],
    };
  },
  'invoice-reminder': ({ notice, recipient, siteUrl }) => {
    const { invoice, reminder } = invoiceFactsOf(notice);
    const amount = formatPence(invoice.totalPence);
    const days = reminder?.daysAfterDue;
    return {
      subject: `Reminder: invoice ${invoice.invoiceNumber} (${amount}) was due on ${formatDate(invoice.dueDate)}`,
      preheader: `${amount} is still unpaid: pay by card in a minute.`,
      heading: 'A reminder about your invoice',
      greeting: recipient.name,
      paragraphs: [
        `Our records show that invoice ${invoice.invoiceNumber} for ${amount} is still unpaid. It was due on ${dayText(invoice.dueDate)}${days ? `, ${days} ${days === 1 ? 'day' : 'days'} ago` : ''}.`,
        'You can pay by card in a minute with the button below, or by bank transfer. If you have paid in the last few days, thank you, and please ignore this email.',
      ],
      facts: [
        { label: 'Invoice number', value: invoice.invoiceNumber },
        { label: 'Invoice date', value: formatDate(invoice.invoiceDate) },
        { label: 'Amount due', value: amount },
        { label: 'Was due', value: formatDate(invoice.dueDate) },
        ...(days ? [{ label: 'Days overdue', value: String(days) }] : []),
        bankFact(invoice),
      ],
      button: payButton(siteUrl, invoice),
      notes: [latePaymentInterest, questions],
    };
  },
  'refund-issued': ({ notice, recipient, siteUrl }) => {
    const { invoice, creditNote, payment } = invoiceFactsOf(notice);
    if (!creditNote) throw new Error(`Notice ${notice.id} (${notice.kind}) carries no credit note`);
    const amount = formatPence(creditNote.amountPence);
    const method = payment?.method;
    const timing =
      method === 'card'
        ? 'It may take 5–10 days to reach your account, depending on your card provider.'
        : method === 'tax_free_childcare'
          ? 'It goes back to your childcare account, where it may take a few working days to show.'
          : 'It should reach your account in a few working days.';
    return {
      subject: `Refund of ${amount}: credit note ${creditNote.creditNoteNumber}`,
      preheader: `${refundedToSentence(creditNote.refundedTo)}: ${amount}.`,
      heading: 'Your refund is on its way',
      greeting: recipient.name,
      paragraphs: [
        `We have refunded ${amount} of invoice ${invoice.invoiceNumber}, and issued credit note ${creditNote.creditNoteNumber} for it. ${timing}`,
        'The credit note (PDF) is in your account, with the invoice.',
      ],
      facts: [
        { label: 'Amount refunded', value: amount },
        { label: 'Refund', value: refundedToSentence(creditNote.refundedTo) },
        { label: 'Reason', value: creditNote.reason },
        { label: 'Credit note', value: creditNote.creditNoteNumber },
        { label: 'Invoice number', value: invoice.invoiceNumber },
      ],
      button: invoicesButton(siteUrl, 'See the credit note'),
      notes: [questions],
    };
  },
  'payment-method-saved': ({ notice, recipient, siteUrl }) => {
    if (!('paymentMethod' in notice.facts))
      throw new Error(`Notice ${notice.id} (${notice.kind}) carries no payment method`);
    const { kind, description, reference } = notice.facts.paymentMethod;
    const button = invoicesButton(siteUrl, 'See how you pay');
    if (kind === 'card')
      return {
        subject: `Your card is saved for your ${business.name} invoices`,
        preheader: `${description} will pay your invoices on their due dates.`,
        heading: 'Your card is saved',
        greeting: recipient.name,
        paragraphs: [
          `Thank you: ${description} is saved to pay your invoices. We will email you before each payment is taken, and a receipt after.`,
        ],
        facts: [
          { label: 'Card', value: description },
          { label: 'What you agreed', value: SAVED_CARD_CONSENT },
        ],
        button,
        notes: [
          `You can remove the card, or change how you pay, at any time in your account: ${siteLink(siteUrl, portalPaths.invoices)}`,
          `If you did not save this card, call us at once on ${business.phone}.`,
        ],
      };
    return {
      subject: `Your Direct Debit to ${business.name} is set up: confirmation`,
      preheader: `Direct Debit from ${description}${reference ? `, mandate reference ${reference}` : ''}.`,
      heading: 'Direct Debit confirmation',
      greeting: recipient.name,
      paragraphs: [
        `Thank you: your Direct Debit Instruction to pay ${business.legalName} through GoCardless is set up. Please check the details below; if anything is wrong, tell us at once.`,
        `Before each payment we will email you its amount and the date it is taken. ${directDebitStatement(reference)}`,
      ],
      facts: [
        { label: 'Bank account', value: description },
        ...(reference ? [{ label: 'Mandate reference', value: reference }] : []),
        { label: 'Paid to', value: `${business.legalName}, through GoCardless` },
      ],
      button,
      notes: [
        ...guaranteeNotes,
        `You can change how you pay, or cancel this Direct Debit, at any time in your account: ${siteLink(siteUrl, portalPaths.invoices)}`,
      ],
    };
  },
  'payment-problem': ({ notice, siteUrl }) => {
    const { invoice, problem, payment } = invoiceFactsOf(notice);
    const clientName = problem?.clientName ?? invoice.billTo.name;
    const summary = problem?.summary ?? 'A payment needs the office';
    return {
      subject: `Payment problem: ${clientName}, invoice ${invoice.invoiceNumber}`,
      preheader: summary,
      heading: 'A payment needs the office',
      paragraphs: [
        `${summary.replace(/\.$/, '')}.`,
        `The invoice's payments show each step the provider reported. Contact ${clientName}, then collect again or record how they paid.`,
      ],
      facts: [
        { label: 'Client', value: clientName },
        { label: 'Invoice number', value: invoice.invoiceNumber },
        { label: 'Amount', value: formatPence(payment?.amountPence ?? invoice.totalPence) },
        ...(payment ? [{ label: 'Payment', value: methodText(payment.method, payment.description) }] : []),
        { label: 'Due', value: formatDate(invoice.dueDate) },
      ],
      button: {
        label: "Open the client's invoices",
        href: siteLink(siteUrl, forClient(portalPaths.invoices, { id: invoice.userId, name: clientName })),
      },
      notes: [],
    };
  },
};

/**
 * The Invoices tab's own words (balances, totals, payments, lines), apart from content.ts, which the
 * overview's latest three read too: the overview does not carry them (the portal's byte budget).
 */
export const invoiceTabContent = {
  total: 'Total',
  lines: 'Lines',
  vat: (rate: number) => `incl. VAT at ${rate}%`,
  paidOn: 'Paid',
  balance: {
    heading: 'Your balance',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    none: 'Nothing to pay. Thank you!',
    howToPay: 'Pay by bank transfer quoting the invoice number; the bank details are on each invoice PDF.',
  },
  office: {
    heading: 'Money at a glance',
    revenue: 'Invoiced this month',
    received: 'Received this month',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    overdueList: 'Overdue invoices',
    loading: 'Loading totals...',
    failure: 'Failed to load admin data',
  },
  pay: {
    title: 'Record a payment',
    intro: 'Check the date and how it was paid: the client sees it, and the PDF says so.',
    date: 'Date paid',
    method: 'Method',
    chooseMethod: 'Select how it was paid',
    submit: 'Record payment',
    busy: 'Recording...',
  },
  undo: {
    open: 'Undo payment',
    title: 'Take the payment back',
    intro: 'Soon after recording it, no reason is needed; later, say why (it is kept with the invoice).',
    reason: 'Reason (needed after 15 minutes)',
    submit: 'Mark unpaid',
    busy: 'Saving...',
  },
  voiding: {
    open: 'Void',
    title: 'Void this invoice',
    intro: 'It keeps its number and shows as void; its visits can be invoiced again.',
    reason: 'Reason',
    submit: 'Void invoice',
    busy: 'Voiding...',
  },
  statusSuccess: 'Invoice status updated',
  statusFailure: 'Failed to update invoice status',
} as const;

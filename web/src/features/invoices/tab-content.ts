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
    howToPay:
      'Pay each invoice by card below, or by bank transfer quoting the invoice number (the bank details are on each invoice PDF).',
  },
  office: {
    heading: 'Money at a glance',
    revenue: 'Invoiced this month',
    received: 'Received this month',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    overdueList: 'Overdue invoices',
    // What the card and Direct Debit providers took, and the automatic collections.
    collected: 'Collected online this month',
    pending: (count: number) => `Pending collections (${count})`,
    failed: (count: number) => `Failed collections (${count})`,
    scheduled: (count: number) => `To be collected (${count})`,
    loading: 'Loading totals...',
    failure: 'Failed to load admin data',
  },
  pay: {
    title: 'Record a payment',
    intro: 'Check the date and how it was paid: the client sees it, and the PDF says so.',
    date: 'Date paid',
    method: 'Method',
    chooseMethod: 'Select how it was paid',
    reference: 'Tax-Free Childcare payment reference',
    referenceHint: 'As the parent’s childcare account shows it, like AJON12345TFC',
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
  /** An invoice's automatic collection and its refunds, as badges on its row. */
  collection: {
    scheduled: 'Collection scheduled',
    pending: 'Collection pending',
    failed: 'Collection failed',
  },
  refunded: (amount: string) => `Refunded ${amount}`,
  statusSuccess: 'Invoice status updated',
  statusFailure: 'Failed to update invoice status',
} as const;

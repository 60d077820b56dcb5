/** Invoices: payment due (days after the invoice) and the legal late-payment mentions. */
export const INVOICE_TERMS = {
  paymentDueDays: 30,
  /** Three times the legal interest rate, as article L441-10 of the Code de commerce allows. */
  latePenaltyRate: 'trois fois le taux d’intérêt légal',
  recoveryIndemnityCents: 4000,
} as const;

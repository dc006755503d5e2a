import type { PayText } from './shape.js';

export const da: PayText = {
  note: 'En testbetalingsudbyder: ingen rigtige penge flyttes.',
  merchant: 'Forretning',
  amount: 'Beløb',
  order: 'Ordrenummer',
  pay: 'Betal',
  decline: 'Afvis',
  orderPaid: 'Denne ordre er betalt.',
  orderFailed: 'Denne ordre er afvist.',
  donePaid: 'Ordre {order} er betalt.',
  doneFailed: 'Ordre {order} er afvist.',
  close: 'Du kan lukke siden og vende tilbage til forretningen.',
  notFound: 'Betalingen findes ikke.',
};

import type { PayText } from './shape.js';

export const no: PayText = {
  note: 'En testbetalingsleverandør: ingen ekte penger flyttes.',
  merchant: 'Brukersted',
  amount: 'Beløp',
  order: 'Ordrenummer',
  pay: 'Betal',
  decline: 'Avvis',
  orderPaid: 'Denne ordren er betalt.',
  orderFailed: 'Denne ordren ble avvist.',
  donePaid: 'Ordre {order} er betalt.',
  doneFailed: 'Ordre {order} ble avvist.',
  close: 'Du kan lukke siden og gå tilbake til brukerstedet.',
  notFound: 'Betalingen finnes ikke.',
};

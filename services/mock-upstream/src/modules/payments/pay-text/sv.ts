import type { PayText } from './shape.js';

export const sv: PayText = {
  note: 'En testbetalningsleverantör: inga riktiga pengar flyttas.',
  merchant: 'Handlare',
  amount: 'Belopp',
  order: 'Ordernummer',
  pay: 'Betala',
  decline: 'Neka',
  orderPaid: 'Den här ordern är betald.',
  orderFailed: 'Den här ordern har nekats.',
  donePaid: 'Order {order} är betald.',
  doneFailed: 'Order {order} har nekats.',
  close: 'Du kan stänga sidan och gå tillbaka till handlaren.',
  notFound: 'Betalningen finns inte.',
};

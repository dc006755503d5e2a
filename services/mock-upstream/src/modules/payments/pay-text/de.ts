import type { PayText } from './shape.js';

export const de: PayText = {
  note: 'Ein Test-Zahlungsanbieter: Es wird kein echtes Geld bewegt.',
  merchant: 'Händler',
  amount: 'Betrag',
  order: 'Bestellnummer',
  pay: 'Bezahlen',
  decline: 'Ablehnen',
  orderPaid: 'Diese Bestellung ist bezahlt.',
  orderFailed: 'Diese Bestellung wurde abgelehnt.',
  donePaid: 'Bestellung {order} ist bezahlt.',
  doneFailed: 'Bestellung {order} wurde abgelehnt.',
  close: 'Du kannst diese Seite schließen und zum Händler zurückkehren.',
  notFound: 'Diese Zahlung gibt es nicht.',
};

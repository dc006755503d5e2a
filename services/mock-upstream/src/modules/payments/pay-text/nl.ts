import type { PayText } from './shape.js';

export const nl: PayText = {
  note: 'Testbetaalprovider: er wordt geen echt geld overgemaakt.',
  merchant: 'Ontvanger',
  amount: 'Bedrag',
  order: 'Bestelnummer',
  pay: 'Betalen',
  decline: 'Weigeren',
  orderPaid: 'Deze bestelling is betaald.',
  orderFailed: 'Deze bestelling is geweigerd.',
  donePaid: 'Bestelling {order} is betaald.',
  doneFailed: 'Bestelling {order} is geweigerd.',
  close: 'Je kunt deze pagina sluiten en teruggaan naar de website van de ontvanger.',
  notFound: 'Deze betaalopdracht bestaat niet.',
};

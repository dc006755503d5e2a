import type { PayText } from './shape.js';

export const fi: PayText = {
  note: 'Testimaksupalvelu: oikeaa rahaa ei siirry.',
  merchant: 'Kauppias',
  amount: 'Summa',
  order: 'Tilausnumero',
  pay: 'Maksa',
  decline: 'Hylkää',
  orderPaid: 'Tämä tilaus on maksettu.',
  orderFailed: 'Tämä tilaus on hylätty.',
  donePaid: 'Tilaus {order} on maksettu.',
  doneFailed: 'Tilaus {order} on hylätty.',
  close: 'Voit sulkea tämän sivun ja palata kauppiaan sivulle.',
  notFound: 'Maksua ei löydy.',
};

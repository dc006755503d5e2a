import type { PayText } from './shape.js';

export const ro: PayText = {
  note: 'Procesator de plăți de test: nu se transferă bani reali.',
  merchant: 'Comerciant',
  amount: 'Sumă',
  order: 'Nr. comandă',
  pay: 'Plătește',
  decline: 'Refuză',
  orderPaid: 'Această comandă este plătită.',
  orderFailed: 'Această comandă a fost refuzată.',
  donePaid: 'Comanda {order} a fost plătită.',
  doneFailed: 'Comanda {order} a fost refuzată.',
  close: 'Poți închide această pagină și te poți întoarce la comerciant.',
  notFound: 'Această plată nu există.',
};

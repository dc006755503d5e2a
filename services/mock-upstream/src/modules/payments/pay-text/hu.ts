import type { PayText } from './shape.js';

export const hu: PayText = {
  note: 'Teszt fizetési szolgáltató: valódi pénz nem mozog.',
  merchant: 'Kereskedő',
  amount: 'Összeg',
  order: 'Rendelésszám',
  pay: 'Fizetés',
  decline: 'Elutasítás',
  orderPaid: 'Ez a rendelés ki van fizetve.',
  orderFailed: 'Ezt a rendelést elutasították.',
  donePaid: 'A(z) {order} számú rendelés ki van fizetve.',
  doneFailed: 'A(z) {order} számú rendelést elutasították.',
  close: 'Bezárhatod ezt az oldalt, és visszatérhetsz a kereskedőhöz.',
  notFound: 'Nincs ilyen fizetési megbízás.',
};

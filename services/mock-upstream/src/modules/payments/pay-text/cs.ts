import type { PayText } from './shape.js';

export const cs: PayText = {
  note: 'Testovací platební brána: žádné skutečné peníze se nepřevádějí.',
  merchant: 'Obchodník',
  amount: 'Částka',
  order: 'Číslo objednávky',
  pay: 'Zaplatit',
  decline: 'Zamítnout',
  orderPaid: 'Tato objednávka je zaplacena.',
  orderFailed: 'Tato objednávka byla zamítnuta.',
  donePaid: 'Objednávka {order} je zaplacena.',
  doneFailed: 'Objednávka {order} byla zamítnuta.',
  close: 'Tuto stránku můžete zavřít a vrátit se k obchodníkovi.',
  notFound: 'Taková platba neexistuje.',
};

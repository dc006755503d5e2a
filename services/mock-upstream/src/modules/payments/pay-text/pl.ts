import type { PayText } from './shape.js';

export const pl: PayText = {
  note: 'Testowy operator płatności: nie są przelewane żadne prawdziwe pieniądze.',
  merchant: 'Sprzedawca',
  amount: 'Kwota',
  order: 'Nr zamówienia',
  pay: 'Zapłać',
  decline: 'Odrzuć',
  orderPaid: 'To zamówienie jest opłacone.',
  orderFailed: 'To zamówienie zostało odrzucone.',
  donePaid: 'Zamówienie {order} zostało opłacone.',
  doneFailed: 'Zamówienie {order} zostało odrzucone.',
  close: 'Możesz zamknąć tę stronę i wrócić do sprzedawcy.',
  notFound: 'Nie ma takiego zlecenia płatności.',
};

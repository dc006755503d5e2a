import type { PayText } from './shape.js';

export const it: PayText = {
  note: 'Servizio di pagamento di prova: nessun movimento di denaro reale.',
  merchant: 'Esercente',
  amount: 'Importo',
  order: 'N. ordine',
  pay: 'Paga',
  decline: 'Rifiuta',
  orderPaid: 'Questo ordine è stato pagato.',
  orderFailed: 'Questo ordine è stato rifiutato.',
  donePaid: "L'ordine {order} è stato pagato.",
  doneFailed: "L'ordine {order} è stato rifiutato.",
  close: "Puoi chiudere questa pagina e tornare al sito dell'esercente.",
  notFound: 'Ordine di pagamento inesistente.',
};

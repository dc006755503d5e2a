import type { PayText } from './shape.js';

export const pt: PayText = {
  note: 'Prestador de pagamentos de teste: não há movimentos de dinheiro real.',
  merchant: 'Comerciante',
  amount: 'Montante',
  order: 'N.º da encomenda',
  pay: 'Pagar',
  decline: 'Recusar',
  orderPaid: 'Esta encomenda já está paga.',
  orderFailed: 'Esta encomenda foi recusada.',
  donePaid: 'A encomenda {order} está paga.',
  doneFailed: 'A encomenda {order} foi recusada.',
  close: 'Podes fechar esta página e voltar ao comerciante.',
  notFound: 'Esta ordem de pagamento não existe.',
};

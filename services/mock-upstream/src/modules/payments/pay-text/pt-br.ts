import type { PayText } from './shape.js';

export const ptBr: PayText = {
  note: 'Provedor de pagamentos de teste: nenhum dinheiro real é movimentado.',
  merchant: 'Estabelecimento',
  amount: 'Valor',
  order: 'Nº do pedido',
  pay: 'Pagar',
  decline: 'Recusar',
  orderPaid: 'Este pedido já foi pago.',
  orderFailed: 'Este pedido foi recusado.',
  donePaid: 'O pedido {order} foi pago.',
  doneFailed: 'O pedido {order} foi recusado.',
  close: 'Você pode fechar esta página e voltar ao site do estabelecimento.',
  notFound: 'Ordem de pagamento não encontrada.',
};

import type { PayText } from './shape.js';

export const es: PayText = {
  note: 'Proveedor de pagos de prueba: no se mueve dinero real.',
  merchant: 'Comercio',
  amount: 'Importe',
  order: 'N.º de pedido',
  pay: 'Pagar',
  decline: 'Rechazar',
  orderPaid: 'Este pedido ya está pagado.',
  orderFailed: 'Este pedido ha sido rechazado.',
  donePaid: 'El pedido {order} se ha pagado.',
  doneFailed: 'El pedido {order} ha sido rechazado.',
  close: 'Puedes cerrar esta página y volver al comercio.',
  notFound: 'No existe esta orden de pago.',
};

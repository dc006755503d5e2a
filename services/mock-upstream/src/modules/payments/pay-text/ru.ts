import type { PayText } from './shape.js';

export const ru: PayText = {
  note: 'Тестовый платёжный сервис: реальные деньги не списываются.',
  merchant: 'Получатель',
  amount: 'Сумма',
  order: 'Номер заказа',
  pay: 'Оплатить',
  decline: 'Отклонить',
  orderPaid: 'Этот заказ оплачен.',
  orderFailed: 'Этот заказ отклонён.',
  donePaid: 'Заказ {order} оплачен.',
  doneFailed: 'Заказ {order} отклонён.',
  close: 'Эту страницу можно закрыть и вернуться на сайт получателя.',
  notFound: 'Такой платёж не найден.',
};

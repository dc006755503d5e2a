import type { PayText } from './shape.js';

export const uk: PayText = {
  note: 'Тестовий платіжний сервіс: реальні гроші не списуються.',
  merchant: 'Отримувач',
  amount: 'Сума',
  order: 'Номер замовлення',
  pay: 'Оплатити',
  decline: 'Відхилити',
  orderPaid: 'Це замовлення оплачено.',
  orderFailed: 'Це замовлення відхилено.',
  donePaid: 'Замовлення {order} оплачено.',
  doneFailed: 'Замовлення {order} відхилено.',
  close: 'Цю сторінку можна закрити й повернутися на сайт отримувача.',
  notFound: 'Такий платіж не знайдено.',
};

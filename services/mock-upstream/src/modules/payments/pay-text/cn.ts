import type { PayText } from './shape.js';

export const cn: PayText = {
  note: '测试支付服务商：不涉及任何真实资金。',
  merchant: '商户',
  amount: '金额',
  order: '订单号',
  pay: '支付',
  decline: '拒绝',
  orderPaid: '该订单已支付。',
  orderFailed: '该订单已被拒绝。',
  donePaid: '订单 {order} 已支付。',
  doneFailed: '订单 {order} 已被拒绝。',
  close: '您可以关闭此页面并返回商户。',
  notFound: '未找到该支付订单。',
};

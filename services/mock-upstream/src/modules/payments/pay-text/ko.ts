import type { PayText } from './shape.js';

export const ko: PayText = {
  note: '테스트용 결제 서비스입니다. 실제 돈은 오가지 않습니다.',
  merchant: '가맹점',
  amount: '결제 금액',
  order: '주문번호',
  pay: '결제하기',
  decline: '거절하기',
  orderPaid: '결제가 완료된 주문입니다.',
  orderFailed: '거절된 주문입니다.',
  donePaid: '주문번호 {order}의 결제가 완료되었습니다.',
  doneFailed: '주문번호 {order}의 결제가 거절되었습니다.',
  close: '이 페이지를 닫고 가맹점으로 돌아가셔도 됩니다.',
  notFound: '존재하지 않는 결제 주문입니다.',
};

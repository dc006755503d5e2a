import type { PayText } from './shape.js';

export const th: PayText = {
  note: 'ผู้ให้บริการชำระเงินสำหรับทดสอบ ไม่มีการตัดเงินจริง',
  merchant: 'ร้านค้า',
  amount: 'จำนวนเงิน',
  order: 'หมายเลขคำสั่งซื้อ',
  pay: 'ชำระเงิน',
  decline: 'ปฏิเสธ',
  orderPaid: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
  orderFailed: 'คำสั่งซื้อนี้ถูกปฏิเสธ',
  donePaid: 'คำสั่งซื้อ {order} ชำระเงินแล้ว',
  doneFailed: 'คำสั่งซื้อ {order} ถูกปฏิเสธ',
  close: 'คุณสามารถปิดหน้านี้และกลับไปที่ร้านค้าได้',
  notFound: 'ไม่พบรายการชำระเงินนี้',
};

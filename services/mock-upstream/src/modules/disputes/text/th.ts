import type { DisputeMessageTexts } from './shape.js';

export const th: DisputeMessageTexts = {
  openedTitle: 'ได้รับคำร้องแล้ว: รอบ {round}',
  openedBody:
    'เราได้รับคำร้องของคุณเกี่ยวกับรอบ {round} ({vendor}) แล้ว พร้อมแนบรายละเอียดของรอบและรายการในบัญชีของคุณ คำตอบจะส่งถึงคุณที่นี่ในกล่องข้อความ',
  upheldTitle: 'คำร้องได้รับการยอมรับ: รอบ {round}',
  rejectedTitle: 'คำร้องถูกปฏิเสธ: รอบ {round}',
  answerIntro: 'คำตอบของเราต่อคำร้องเกี่ยวกับรอบ {round}:',
  reasonLabel: 'เหตุผล',
  noteLabel: 'หมายเหตุของคุณ',
  reasons: {
    notPaid: 'ไม่ได้รับเงินรางวัล',
    wrongResult: 'ผลลัพธ์ไม่ถูกต้อง',
    gameError: 'เกมขัดข้องหรือหลุดการเชื่อมต่อ',
    stakeTaken: 'หักเงินเดิมพันผิดพลาด',
    other: 'อื่น ๆ',
  },
};

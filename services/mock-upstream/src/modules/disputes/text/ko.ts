import type { DisputeMessageTexts } from './shape.js';

export const ko: DisputeMessageTexts = {
  openedTitle: '이의 신청 접수: 라운드 {round}',
  openedBody:
    '라운드 {round}({vendor})에 대한 이의 신청이 접수되었습니다. 라운드 상세 내역과 회원님 계정의 관련 거래 내역을 첨부했습니다. 답변은 이곳 메시지함으로 보내 드립니다.',
  upheldTitle: '이의 신청 인정: 라운드 {round}',
  rejectedTitle: '이의 신청 기각: 라운드 {round}',
  answerIntro: '라운드 {round} 이의 신청에 대한 답변:',
  reasonLabel: '사유',
  noteLabel: '회원님 메모',
  reasons: {
    notPaid: '당첨금 미지급',
    wrongResult: '결과 오류',
    gameError: '게임 오류 또는 연결 끊김',
    stakeTaken: '베팅 금액 차감 오류',
    other: '기타',
  },
};

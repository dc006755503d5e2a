import type { ChatText } from '../support-chat.text.js';

export const ko: ChatText = {
  liveTitle: '실시간 상담',
  vipTitle: 'VIP 상담',
  roomTitle: '채팅방',
  intro: '계정, 충전, 환전, 게임에 대해 무엇이든 물어보세요. 상담원이 여기서 답변합니다.',
  vipIntro: 'VIP 데스크에 오신 것을 환영합니다. 전담 매니저가 여기서 답변합니다.',
  roomIntro: '다른 플레이어와 대화하세요. 메시지는 채팅방의 모두에게 공개되니 매너를 지켜 주세요.',
  placeholder: '메시지 입력',
  send: '보내기',
  you: '나',
  agent: '상담원',
  vipAgent: 'VIP 매니저',
  host: '호스트',
  empty: '아직 메시지가 없습니다.',
  failed: '메시지를 보내지 못했습니다. 다시 시도하세요.',
  expired: '채팅 링크가 만료되었습니다. 이 창을 닫고 채팅방을 다시 여세요.',
  tooLong: '메시지는 최대 500자까지 가능합니다.',
  vipPrefix: 'VIP 매니저입니다. ',
  roomGreeting: '채팅방에 오신 것을 환영합니다! 다른 플레이어에게 인사해 보세요.',
  replies: {
    deposit:
      '충전: 상단의 충전을 열고 결제 수단을 선택한 뒤 안내를 따르세요. 온라인 결제는 결제사 확인 후 반영됩니다.',
    withdraw:
      '환전: 회원 센터에서 출금 비밀번호를 설정하고 은행 계좌를 등록한 뒤 금액을 신청하세요. 팀에서 곧 검토합니다.',
    password:
      '비밀번호: 로그인 창의 "비밀번호 찾기"로 이메일이나 휴대폰으로 재설정하거나, 회원 센터에서 변경하세요.',
    bonus: '프로모션: 참여하고 받을 수 있는 혜택은 프로모션 페이지에서 확인하세요.',
    other: '메시지 감사합니다. 상담원이 확인했으며 여기서 안내드리겠습니다. 더 도와드릴 일이 있을까요?',
  },
  keywords: {
    deposit: '충전, 입금',
    withdraw: '환전, 출금',
    password: '비밀번호, 비번, 로그인',
    bonus: '보너스, 프로모션, 이벤트',
  },
};

import type { SandboxText } from './shape.js';

export const ko: SandboxText = {
  about: {
    RNG: '{vendor}은(는) 온라인 슬롯을 만듭니다: 릴, 보너스 라운드, 잭팟.',
    LIVE: '{vendor}은(는) 라이브 카지노를 운영합니다: 바카라, 룰렛 등을 실제 딜러가 영상 생중계로 진행합니다.',
    FISH: '{vendor}은(는) 피싱 게임을 만듭니다: 잡은 물고기마다 발사 금액의 배수로 지급하는 아케이드 슈팅 게임입니다.',
    PVP: '{vendor}은(는) 다른 플레이어와 겨루는 카드·보드 게임을 만듭니다.',
    SPORTS: '{vendor}은(는) 스포츠북입니다: 축구 등 경기 전 베팅과 라이브 베팅.',
    ESPORTS: '{vendor}은(는) e스포츠북입니다: 프로 게임 경기에 베팅합니다.',
    LOTT: '{vendor}은(는) 정해진 일정에 추첨하는 복권 게임을 운영합니다.',
    ELOTT: '{vendor}은(는) 몇 분마다 추첨하는 빠른 전자 복권을 운영합니다.',
  },
  unplayable:
    '이 데모 버전은 {vendor}에 연결되어 있지 않아 여기서 {game}을(를) 플레이할 수 없습니다. 돈은 전혀 이동하지 않았습니다.',
  tryInstead: '대신 이 데모에 내장된 게임을 즐겨 보세요:',
  playSlot: '{game} 플레이',
  slotKind: '슬롯',
  playLottery: '{game} 플레이',
  lotteryKind: '베트남 복권, 매분 추첨',
  expiredTitle: '게임 링크 만료',
  expired: '게임 링크가 잘못되었거나 만료되었습니다. 닫고 게임을 다시 실행하세요.',
};

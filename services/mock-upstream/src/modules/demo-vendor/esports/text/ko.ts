import type { EsportsText } from './shape.js';

export const ko: EsportsText = {
  title: 'e스포츠',
  kickoff: '{time} 시작',
  fullTime: '종료',
  markets: { ml: '경기 승자', ah: '맵 핸디캡', ou: '총 맵 수' },
  map: '{n}세트',
  bestOf: '최대 {n}세트',
  rules:
    '가상의 팀끼리 벌이는 모의 시리즈로, 각 맵은 1~2분 안에 진행되며 시작 전에 확정된 시드로 결정됩니다(해시를 먼저 보여 주고 시드는 시리즈가 끝난 뒤 공개). Counter-Strike 2와 Valorant에서는 먼저 {rounds}라운드를 따낸 팀이 맵을 가져가며 연장전은 없습니다. 모든 배당에는 {edge}의 하우스 엣지가 포함됩니다. 시리즈 승부가 날 때까지 베팅을 받으며, 맵 핸디캡과 총 맵 수는 최종 맵 스코어로 정산합니다.',
  seed: '시드',
  seedVerified: 'SHA-256이 시리즈 시작 전에 표시된 해시와 일치합니다',
  seedMismatch: 'SHA-256이 시리즈 시작 전에 표시된 해시와 일치하지 않습니다',
};

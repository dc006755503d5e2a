import type { EsportsText } from './shape.js';

export const cn: EsportsText = {
  title: '电子竞技',
  kickoff: '{time} 开始',
  fullTime: '已结束',
  markets: { ml: '比赛胜者', ah: '地图让分', ou: '总地图数' },
  map: '第 {n} 张地图',
  bestOf: 'BO{n}',
  rules:
    '虚构战队之间的模拟系列赛，每张地图在一两分钟内打完，结果由开赛前承诺的种子决定（先显示其哈希值，系列赛结束后公开种子）。在 Counter-Strike 2 和 Valorant 中，先赢 {rounds} 个回合的战队拿下地图，不设加时。每个赔率均含 {edge} 的庄家优势。系列赛分出胜负前均可投注；地图让分和总地图数按最终地图比分结算。',
  seed: '种子',
  seedVerified: '其 SHA-256 与系列赛开始前显示的哈希一致',
  seedMismatch: '其 SHA-256 与系列赛开始前显示的哈希不一致',
};

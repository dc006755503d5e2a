import type { EsportsText } from './shape.js';

export const tw: EsportsText = {
  title: '電子競技',
  kickoff: '{time} 開始',
  fullTime: '已結束',
  markets: { ml: '比賽勝方', ah: '地圖讓分', ou: '總地圖數' },
  map: '第 {n} 張地圖',
  bestOf: 'BO{n}',
  rules:
    '虛構戰隊之間的模擬系列賽，每張地圖在一兩分鐘內打完，結果由開賽前承諾的種子決定（先顯示其雜湊值，系列賽結束後公開種子）。在 Counter-Strike 2 和 Valorant 中，先贏 {rounds} 個回合的戰隊拿下地圖，不設延長賽。每個賠率均含 {edge} 的莊家優勢。系列賽分出勝負前均可投注；地圖讓分和總地圖數按最終地圖比分結算。',
  seed: '種子',
  seedVerified: '其 SHA-256 與系列賽開始前顯示的雜湊一致',
  seedMismatch: '其 SHA-256 與系列賽開始前顯示的雜湊不一致',
};

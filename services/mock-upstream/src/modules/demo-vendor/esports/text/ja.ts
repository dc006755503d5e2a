import type { EsportsText } from './shape.js';

export const ja: EsportsText = {
  title: 'eスポーツ',
  kickoff: '{time} 開始',
  fullTime: '終了',
  markets: { ml: '試合勝者', ah: 'マップハンディキャップ', ou: '合計マップ数' },
  map: 'マップ {n}',
  bestOf: 'BO{n}',
  rules:
    '架空のチーム同士のシミュレーションシリーズです。各マップは1〜2分で行われ、開始前に確定したシード（ハッシュを先に表示し、シードはシリーズ終了後に公開）から決まります。Counter-Strike 2 と Valorant では先に {rounds} ラウンドを取ったチームがマップを獲得し、延長戦はありません。すべてのオッズに {edge} のハウスエッジが含まれます。シリーズの勝敗が決まるまでベットを受け付け、マップハンディキャップと合計マップ数は最終マップスコアで精算します。',
  seed: 'シード',
  seedVerified: 'SHA-256 がシリーズ開始前に表示されたハッシュと一致します',
  seedMismatch: 'SHA-256 がシリーズ開始前に表示されたハッシュと一致しません',
};

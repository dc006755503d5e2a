import type { SandboxText } from './shape.js';

export const ja: SandboxText = {
  about: {
    RNG: '{vendor} はオンラインスロットを提供しています：リール、ボーナスラウンド、ジャックポット。',
    LIVE: '{vendor} はライブカジノを運営しています：バカラ、ルーレットなどを本物のディーラーが映像配信で進行します。',
    FISH: '{vendor} は魚撃ちゲームを提供しています：魚を捕獲するたびに弾の額の倍数が配当されるアーケード型シューティングです。',
    PVP: '{vendor} は他のプレイヤーと対戦するカードゲームやボードゲームを提供しています。',
    SPORTS: '{vendor} はスポーツブックです：サッカーなどの試合前ベットとライブベット。',
    ESPORTS: '{vendor} は e スポーツブックです：プロのゲーム大会にベットできます。',
    LOTT: '{vendor} は定時抽選の宝くじゲームを運営しています。',
    ELOTT: '{vendor} は数分ごとに抽選するスピード電子くじを運営しています。',
  },
  unplayable:
    'このデモ版は {vendor} に接続していないため、{game} はここではプレイできません。お金は一切動いていません。',
  tryInstead: '代わりにこのデモに内蔵されたゲームをお試しください：',
  playSlot: '{game} をプレイ',
  slotKind: 'スロット',
  playLottery: '{game} をプレイ',
  lotteryKind: 'ベトナム宝くじ、毎分抽選',
  expiredTitle: 'ゲームのリンクが期限切れです',
  expired: 'このゲームのリンクは無効か期限切れです。閉じてからゲームを起動し直してください。',
};

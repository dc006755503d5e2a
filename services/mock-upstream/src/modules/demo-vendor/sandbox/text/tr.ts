import type { SandboxText } from './shape.js';

export const tr: SandboxText = {
  about: {
    RNG: '{vendor} online slot oyunları yapar: makaralar, bonus turları ve jackpotlar.',
    LIVE: '{vendor} canlı casino masaları işletir: bakara, rulet ve daha fazlası, video yayınında gerçek krupiyelerle.',
    FISH: '{vendor} balık avı oyunları yapar: her avın atışın katı kadar ödediği arcade nişancılık oyunları.',
    PVP: '{vendor} diğer oyunculara karşı oynanan kart ve masa oyunları yapar.',
    SPORTS: '{vendor} bir spor bahis sitesidir: futbol ve diğer sporlarda maç öncesi ve canlı bahis.',
    ESPORTS: '{vendor} bir e-spor bahis sitesidir: profesyonel video oyunu maçlarına bahis.',
    LOTT: '{vendor} belirli saatlerde çekilişi yapılan loto oyunları işletir.',
    ELOTT: '{vendor} birkaç dakikada bir çekilen hızlı elektronik lotolar işletir.',
  },
  unplayable:
    'Portalın bu demo sürümü {vendor} ile bağlantılı değil, bu yüzden {game} burada oynanamaz. Hiç para hareketi olmadı.',
  tryInstead: 'Bunun yerine bu demodaki oyunları deneyin:',
  playSlot: '{game} oyna',
  slotKind: 'slot',
  playLottery: '{game} oyna',
  lotteryKind: 'Vietnam lotosu, her dakika çekiliş',
  expiredTitle: 'Oyun bağlantısının süresi doldu',
  expired: 'Bu oyun bağlantısı geçersiz veya süresi dolmuş. Kapatıp oyunu yeniden başlatın.',
};

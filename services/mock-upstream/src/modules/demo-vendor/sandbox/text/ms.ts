import type { SandboxText } from './shape.js';

export const ms: SandboxText = {
  about: {
    RNG: '{vendor} membuat slot dalam talian: gelendong, pusingan bonus dan jackpot.',
    LIVE: '{vendor} mengendalikan meja kasino langsung: bakarat, rolet dan banyak lagi, dikendalikan oleh dealer sebenar melalui strim video langsung.',
    FISH: '{vendor} membuat permainan tembak ikan: permainan arked di mana setiap tangkapan membayar gandaan tembakan.',
    PVP: '{vendor} membuat permainan kad dan papan yang dimainkan menentang pemain lain.',
    SPORTS:
      '{vendor} ialah platform pertaruhan sukan: pertaruhan pra-perlawanan dan langsung untuk bola sepak dan sukan lain.',
    ESPORTS:
      '{vendor} ialah platform pertaruhan e-sukan: pertaruhan pada perlawanan permainan video profesional.',
    LOTT: '{vendor} mengendalikan permainan loteri dengan cabutan berjadual.',
    ELOTT: '{vendor} mengendalikan loteri elektronik pantas yang dicabut setiap beberapa minit.',
  },
  unplayable:
    'Binaan demo portal ini tiada sambungan ke {vendor}, jadi {game} tidak boleh dimainkan di sini. Tiada wang yang berpindah.',
  tryInstead: 'Cuba permainan terbina dalam demo ini:',
  playSlot: 'Main {game}',
  slotKind: 'slot',
  playLottery: 'Main {game}',
  lotteryKind: 'Loteri Vietnam, cabutan setiap minit',
  expiredTitle: 'Pautan permainan tamat tempoh',
  expired: 'Pautan permainan ini tidak sah atau telah tamat tempoh. Tutup dan lancarkan semula permainan.',
};

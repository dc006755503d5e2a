import type { SandboxText } from './shape.js';

export const id: SandboxText = {
  about: {
    RNG: '{vendor} membuat slot online: gulungan, putaran bonus, dan jackpot.',
    LIVE: '{vendor} menyediakan live casino: baccarat, roulette, dan lainnya, dibagikan dealer asli lewat siaran video.',
    FISH: '{vendor} membuat game tembak ikan: game arcade di mana setiap tangkapan membayar kelipatan tembakan.',
    PVP: '{vendor} membuat game kartu dan papan yang dimainkan melawan pemain lain.',
    SPORTS:
      '{vendor} adalah sportsbook: taruhan pra-pertandingan dan live untuk sepak bola dan olahraga lain.',
    ESPORTS: '{vendor} adalah bandar e-sports: taruhan pada pertandingan game profesional.',
    LOTT: '{vendor} menyediakan togel dengan pengundian terjadwal.',
    ELOTT: '{vendor} menyediakan togel elektronik cepat yang diundi tiap beberapa menit.',
  },
  unplayable:
    'Versi demo portal ini tidak terhubung ke {vendor}, jadi {game} tidak bisa dimainkan di sini. Tidak ada uang yang berpindah.',
  tryInstead: 'Coba game bawaan demo ini:',
  playSlot: 'Main {game}',
  slotKind: 'slot',
  playLottery: 'Main {game}',
  lotteryKind: 'Togel Vietnam, diundi tiap menit',
  expiredTitle: 'Link game kedaluwarsa',
  expired: 'Link game ini tidak valid atau sudah kedaluwarsa. Tutup dan buka game lagi.',
};

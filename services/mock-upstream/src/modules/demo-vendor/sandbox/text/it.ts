import type { SandboxText } from './shape.js';

export const it: SandboxText = {
  about: {
    RNG: '{vendor} crea slot online: rulli, giri bonus e jackpot.',
    LIVE: '{vendor} gestisce tavoli di casinò live: baccarat, roulette e altro, con croupier veri in streaming video.',
    FISH: '{vendor} crea giochi di pesca: sparatutto arcade in cui ogni preda paga un multiplo del colpo.',
    PVP: '{vendor} crea giochi di carte e da tavolo contro altri giocatori.',
    SPORTS: '{vendor} è un bookmaker sportivo: scommesse pre-partita e live su calcio e altri sport.',
    ESPORTS: '{vendor} è un bookmaker di e-sport: scommesse su partite professionistiche di videogiochi.',
    LOTT: '{vendor} gestisce lotterie con estrazioni programmate.',
    ELOTT: '{vendor} gestisce lotterie elettroniche rapide con estrazioni ogni pochi minuti.',
  },
  unplayable:
    'Questa versione demo del portale non è collegata a {vendor}, quindi {game} non si può giocare qui. Nessun movimento di denaro.',
  tryInstead: 'Prova invece i giochi inclusi in questa demo:',
  playSlot: 'Gioca a {game}',
  slotKind: 'slot',
  playLottery: 'Gioca a {game}',
  lotteryKind: 'lotteria vietnamita, un’estrazione al minuto',
  expiredTitle: 'Link di gioco scaduto',
  expired: 'Questo link di gioco non è valido o è scaduto. Chiudilo e riavvia il gioco.',
};

import type { SlotText } from './shape.js';

export const ty: SlotText = {
  title: 'Lucky Lanterns',
  freePlay: 'Libreng laro',
  realMoney: 'Totoong pera',
  balance: 'Balanse',
  bet: 'Kabuuang taya',
  win: 'Panalo',
  spin: 'I-spin',
  retry: 'Subukan ulit',
  spinning: 'Umiikot…',
  noWin: 'Walang panalo ngayon.',
  lineWin: 'Line {line}: {count} × {symbol}, panalo {amount}',
  scatterWin: '{count} parol, panalo {amount}',
  bigWin: 'Nanalo ka ng {amount}!',
  round: 'Round',
  verify: 'I-verify',
  paytable: 'Paytable',
  paylines: 'Ang 20 payline',
  rtp: 'Ibinabalik sa player (RTP): {rtp}',
  rtpNote: 'Eksaktong kinuwenta mula sa mga reel strip at sa paytable na ito.',
  wildNote: 'Pamalit ang Wild sa lahat ng simbolo maliban sa parol, at may sarili rin itong bayad.',
  scatterNote: 'Nagbabayad ang parol kahit saan sa mga reel, beses ang kabuuang taya.',
  lineNote:
    'Nagbabayad ang mga line mula kaliwa pakanan simula sa unang reel; ang pinakamataas na panalo lang kada line ang ibinibigay.',
  seed: 'Commitment ng seed (SHA-256)',
  loading: 'Naglo-load…',
  keyHint: 'Pindutin ang Space o Enter para mag-spin',
  symbols: {
    W: 'Wild',
    L: 'Parol',
    G: 'Gintong bara',
    R: 'Ang pao',
    C: 'Jade na barya',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  errors: {
    insufficientBalance:
      'Kulang ang balanse mo para sa tayang ito. Pumili ng mas maliit na taya o mag-top up.',
    ticket: 'Tapos na ang game session na ito. Isara ang laro at buksan ulit.',
    network:
      'Nawala ang koneksyon. Pindutin ang Subukan ulit: ipapadala ulit ang parehong spin, hindi ka sisingilin nang dalawang beses.',
    retrying: 'May problema sa koneksyon, sinusubukan ulit…',
    unsettled:
      'Hindi pa tapos ang spin. Pindutin ang Subukan ulit para matapos ito (hindi ka sisingilin nang dalawang beses).',
    generic: 'May nangyaring mali. Pakisubukan ulit.',
  },
  errorPage: {
    title: 'Hindi mabuksan ang game link na ito',
    body: 'Invalid o expired na ang link. Isara ang laro at buksan ulit mula sa portal.',
  },
};

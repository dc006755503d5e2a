import type { SlotText } from './shape.js';

export const sv: SlotText = {
  title: 'Lucky Lanterns',
  freePlay: 'Spela gratis',
  realMoney: 'Riktiga pengar',
  balance: 'Saldo',
  bet: 'Total insats',
  win: 'Vinst',
  spin: 'Snurra',
  retry: 'Försök igen',
  spinning: 'Snurrar…',
  noWin: 'Ingen vinst den här gången.',
  lineWin: 'Linje {line}: {count} × {symbol} ger {amount}',
  scatterWin: '{count} lyktor ger {amount}',
  bigWin: 'Du vann {amount}!',
  round: 'Runda',
  verify: 'Verifiera',
  paytable: 'Vinsttabell',
  paylines: 'De 20 vinstlinjerna',
  rtp: 'Återbetalning till spelare (RTP): {rtp}',
  rtpNote: 'Exakt beräknad från hjulremsorna och den här vinsttabellen.',
  wildNote: 'Wild ersätter alla symboler utom lyktan och ger även vinst på egen hand.',
  scatterNote: 'Lyktor ger vinst var som helst på hjulen, gånger den totala insatsen.',
  lineNote:
    'Linjer betalar från vänster till höger från första hjulet; bara den högsta vinsten per linje betalas.',
  seed: 'Seed-åtagande (SHA-256)',
  loading: 'Laddar…',
  keyHint: 'Mellanslag eller Enter för att snurra',
  symbols: {
    W: 'Wild',
    L: 'Lykta',
    G: 'Guldtacka',
    R: 'Rött kuvert',
    C: 'Jademynt',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  errors: {
    insufficientBalance:
      'Saldot räcker inte till den här insatsen. Välj en lägre insats eller sätt in pengar.',
    ticket: 'Spelsessionen har avslutats. Stäng spelet och öppna det igen.',
    network:
      'Anslutningen misslyckades. Tryck på Försök igen: samma snurr skickas igen och dras aldrig två gånger.',
    retrying: 'Anslutningsproblem, försöker igen…',
    unsettled:
      'Snurret är inte klart än. Tryck på Försök igen för att slutföra det (dras aldrig två gånger).',
    generic: 'Något gick fel. Försök igen.',
  },
  errorPage: {
    title: 'Spellänken kan inte öppnas',
    body: 'Länken är ogiltig eller har gått ut. Stäng spelet och öppna det igen från portalen.',
  },
};

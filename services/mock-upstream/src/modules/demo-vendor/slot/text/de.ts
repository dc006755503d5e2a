import type { SlotText } from './shape.js';

export const de: SlotText = {
  title: 'Lucky Lanterns',
  freePlay: 'Kostenlos spielen',
  realMoney: 'Echtgeld',
  balance: 'Guthaben',
  bet: 'Gesamteinsatz',
  win: 'Gewinn',
  spin: 'Drehen',
  retry: 'Erneut versuchen',
  spinning: 'Walzen drehen…',
  noWin: 'Diesmal kein Gewinn.',
  lineWin: 'Linie {line}: {count} × {symbol} zahlt {amount}',
  scatterWin: '{count} Laternen zahlen {amount}',
  bigWin: 'Du hast {amount} gewonnen!',
  round: 'Runde',
  verify: 'Prüfen',
  paytable: 'Gewinntabelle',
  paylines: 'Die 20 Gewinnlinien',
  rtp: 'Auszahlungsquote (RTP): {rtp}',
  rtpNote: 'Exakt aus den Walzenstreifen und dieser Gewinntabelle berechnet.',
  wildNote: 'Das Wild ersetzt alle Symbole außer der Laterne und zahlt auch allein.',
  scatterNote: 'Laternen zahlen überall auf den Walzen, multipliziert mit dem Gesamteinsatz.',
  lineNote:
    'Linien zahlen von links nach rechts ab der ersten Walze; pro Linie wird nur der höchste Gewinn gezahlt.',
  seed: 'Seed-Commitment (SHA-256)',
  loading: 'Wird geladen…',
  keyHint: 'Leertaste oder Enter zum Drehen',
  symbols: {
    W: 'Wild',
    L: 'Laterne',
    G: 'Goldbarren',
    R: 'Roter Umschlag',
    C: 'Jademünze',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  errors: {
    insufficientBalance:
      'Dein Guthaben reicht für diesen Einsatz nicht. Wähle einen kleineren Einsatz oder zahle ein.',
    ticket: 'Diese Spielsitzung ist beendet. Schließe das Spiel und öffne es erneut.',
    network:
      'Verbindung fehlgeschlagen. Tippe auf „Erneut versuchen“: Derselbe Spin wird noch einmal gesendet und nie doppelt abgebucht.',
    retrying: 'Verbindungsproblem, neuer Versuch…',
    unsettled:
      'Der Spin ist noch nicht abgeschlossen. Tippe auf „Erneut versuchen“, um ihn abzuschließen (nie doppelt abgebucht).',
    generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
  errorPage: {
    title: 'Dieser Spiellink lässt sich nicht öffnen',
    body: 'Der Link ist ungültig oder abgelaufen. Schließe das Spiel und öffne es erneut über das Portal.',
  },
};

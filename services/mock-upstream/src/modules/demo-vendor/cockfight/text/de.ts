import type { CockfightText } from './shape.js';

export const de: CockfightText = {
  title: 'DS88 Hahnenkampf',
  realMoney: 'Echtgeld',
  balance: 'Guthaben',
  limits: '{arena}: {min} pro Einsatz, bis {max} pro Kampf',
  fight: 'Kampf {n}',
  betting: 'Wetten offen · {seconds} s',
  fighting: 'Wetten geschlossen · Kampf läuft',
  chip: 'Chip',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Unentschieden' },
  yourBets: 'Deine Einsätze in diesem Kampf: {amount}',
  outcomes: { meron: 'Meron gewinnt', wala: 'Wala gewinnt', draw: 'Unentschieden' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'U' },
  won: 'Du gewinnst {amount}!',
  push: 'Unentschieden: Deine Einsätze auf Meron und Wala wurden zurückgegeben.',
  lost: 'Kein Gewinn in diesem Kampf.',
  betPlaced: 'Einsatz platziert: {side} {amount} zu {odds}',
  lastFight: 'Letzter Kampf',
  lastOdds: 'Quoten dieses Kampfs: Meron {meron}, Wala {wala}, Unentschieden {draw}',
  history: 'Ergebnisse',
  noFights: 'In dieser Arena gab es noch keinen Kampf.',
  commitment: 'Seed-Hash dieses Kampfs',
  reveal: 'Server-Seed des letzten Kampfs (offengelegt)',
  clientSeed: 'Arena · Kampf',
  fairNote:
    'Der SHA-256 des offengelegten Server-Seeds entspricht dem Hash, der während der Wettphase angezeigt wurde; Quoten und Ergebnis folgen aus den Seeds.',
  rules:
    'Jeder Kampf hat eigene Quoten für Meron und Wala (was 1 Einsatz zurückbringt, Einsatz inklusive): die faire Quote abzüglich {margin} Marge. Unentschieden zahlt 8:1; Einsätze auf Meron und Wala werden bei Unentschieden zurückgegeben. Meron und Wala können nicht im selben Kampf gesetzt werden. Hausvorteil: Meron und Wala {meron}, Unentschieden {draw}.',
  loading: 'Wird geladen…',
  keyHint: 'Tasten 1 bis 5 wählen einen Chip; mit Tab zu einem Feld und mit Enter oder Leertaste setzen.',
  errors: {
    insufficientBalance: 'Dein Guthaben reicht für diesen Einsatz nicht.',
    closed: 'Die Wetten für diesen Kampf sind geschlossen. Setze auf den nächsten.',
    overMax: 'Dieser Einsatz würde das Arena-Maximum für diesen Kampf überschreiten.',
    outsideLimits: 'Dieser Einsatz liegt außerhalb der Limits der Arena.',
    opposite: 'Meron und Wala können nicht im selben Kampf gesetzt werden.',
    network: 'Die Arena ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    unconfirmed:
      'Dein Einsatz ist noch nicht bestätigt. Setze denselben Einsatz erneut, um ihn zu bestätigen.',
    rolledBack: 'Der Kampf konnte nicht abgeschlossen werden: Deine Einsätze wurden zurückgegeben.',
    generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
  errorPage: {
    title: 'Diese Arena lässt sich nicht öffnen',
    body: 'Öffne sie erneut über den Hahnenkampf-Eingang des Portals.',
  },
};

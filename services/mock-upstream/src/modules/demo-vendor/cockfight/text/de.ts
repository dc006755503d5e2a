import type { CockfightText } from './shape.js';

export const de: CockfightText = {
  title: 'DS88 Hahnenkampf',
  realMoney: 'Echtgeld',
  balance: 'Guthaben',
  limits: 'Arena {arena}: {min} pro Einsatz, bis {max} pro Kampf',
  fight: 'Kampf {n}',
  betting: 'Wetten offen · {seconds} s',
  fighting: 'Wetten geschlossen · Kampf läuft',
  chip: 'Chip',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Unentschieden' },
  yourBets: 'Ihre Einsätze in diesem Kampf: {amount}',
  outcomes: { meron: 'Meron gewinnt', wala: 'Wala gewinnt', draw: 'Unentschieden' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'U' },
  won: 'Sie gewinnen {amount}!',
  push: 'Unentschieden: Ihre Einsätze auf Meron und Wala wurden zurückgegeben.',
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
    insufficientBalance: 'Ihr Guthaben reicht für diesen Einsatz nicht.',
    closed: 'Die Wetten für diesen Kampf sind geschlossen. Setzen Sie auf den nächsten.',
    overMax: 'Dieser Einsatz würde das Arena-Maximum für diesen Kampf überschreiten.',
    outsideLimits: 'Dieser Einsatz liegt außerhalb der Limits der Arena.',
    opposite: 'Meron und Wala können nicht im selben Kampf gesetzt werden.',
    network: 'Die Arena ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    unconfirmed:
      'Ihr Einsatz ist noch nicht bestätigt. Setzen Sie denselben Einsatz erneut, um ihn zu bestätigen.',
    rolledBack: 'Der Kampf konnte nicht abgeschlossen werden: Ihre Einsätze wurden zurückgegeben.',
    generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  errorPage: {
    title: 'Diese Arena lässt sich nicht öffnen',
    body: 'Öffnen Sie sie erneut über den Hahnenkampf-Eingang des Portals.',
  },
};

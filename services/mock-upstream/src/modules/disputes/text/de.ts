import type { DisputeMessageTexts } from './shape.js';

export const de: DisputeMessageTexts = {
  openedTitle: 'Reklamation erhalten: Runde {round}',
  openedBody:
    'Wir haben deine Reklamation zur Runde {round} ({vendor}) erhalten. Die Details der Runde und ihre Buchungen auf deinem Konto sind beigefügt. Unsere Antwort erhältst du hier in deinen Nachrichten.',
  upheldTitle: 'Reklamation anerkannt: Runde {round}',
  rejectedTitle: 'Reklamation abgelehnt: Runde {round}',
  answerIntro: 'Unsere Antwort auf deine Reklamation zur Runde {round}:',
  reasonLabel: 'Grund',
  noteLabel: 'Deine Notiz',
  reasons: {
    notPaid: 'Gewinn nicht ausgezahlt',
    wrongResult: 'Falsches Ergebnis',
    gameError: 'Spielfehler oder Verbindungsabbruch',
    stakeTaken: 'Einsatz falsch abgebucht',
    other: 'Etwas anderes',
  },
};

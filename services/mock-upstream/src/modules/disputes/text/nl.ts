import type { DisputeMessageTexts } from './shape.js';

export const nl: DisputeMessageTexts = {
  openedTitle: 'Bezwaar ontvangen: ronde {round}',
  openedBody:
    'We hebben je bezwaar over ronde {round} ({vendor}) ontvangen. De gegevens van de ronde en de boekingen ervan op je account zijn bijgevoegd. Ons antwoord komt hier, in je berichten.',
  upheldTitle: 'Bezwaar toegekend: ronde {round}',
  rejectedTitle: 'Bezwaar afgewezen: ronde {round}',
  answerIntro: 'Ons antwoord op je bezwaar over ronde {round}:',
  reasonLabel: 'Reden',
  noteLabel: 'Je notitie',
  reasons: {
    notPaid: 'Winst niet uitbetaald',
    wrongResult: 'Verkeerde uitslag',
    gameError: 'Spelfout of verbinding verbroken',
    stakeTaken: 'Inzet onterecht afgeschreven',
    other: 'Iets anders',
  },
};

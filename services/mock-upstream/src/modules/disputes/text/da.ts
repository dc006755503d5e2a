import type { DisputeMessageTexts } from './shape.js';

export const da: DisputeMessageTexts = {
  openedTitle: 'Klage modtaget: runde {round}',
  openedBody:
    'Vi har modtaget din klage over runde {round} ({vendor}). Rundens detaljer og dens posteringer på din konto er vedhæftet. Vores svar kommer her, i dine beskeder.',
  upheldTitle: 'Klage godkendt: runde {round}',
  rejectedTitle: 'Klage afvist: runde {round}',
  answerIntro: 'Vores svar på din klage over runde {round}:',
  reasonLabel: 'Årsag',
  noteLabel: 'Din note',
  reasons: {
    notPaid: 'Gevinst ikke udbetalt',
    wrongResult: 'Forkert resultat',
    gameError: 'Spilfejl eller afbrudt forbindelse',
    stakeTaken: 'Indsats trukket forkert',
    other: 'Noget andet',
  },
};

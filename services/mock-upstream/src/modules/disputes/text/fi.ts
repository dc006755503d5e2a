import type { DisputeMessageTexts } from './shape.js';

export const fi: DisputeMessageTexts = {
  openedTitle: 'Valitus vastaanotettu: kierros {round}',
  openedBody:
    'Olemme vastaanottaneet valituksesi kierroksesta {round} ({vendor}). Kierroksen tiedot ja sen kirjaukset tililläsi on liitetty siihen. Vastauksemme tulee tänne, viesteihisi.',
  upheldTitle: 'Valitus hyväksytty: kierros {round}',
  rejectedTitle: 'Valitus hylätty: kierros {round}',
  answerIntro: 'Vastauksemme valitukseesi kierroksesta {round}:',
  reasonLabel: 'Syy',
  noteLabel: 'Huomautuksesi',
  reasons: {
    notPaid: 'Voittoa ei maksettu',
    wrongResult: 'Väärä tulos',
    gameError: 'Pelivirhe tai yhteyskatkos',
    stakeTaken: 'Panos veloitettu väärin',
    other: 'Muu syy',
  },
};

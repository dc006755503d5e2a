import type { DisputeMessageTexts } from './shape.js';

export const hu: DisputeMessageTexts = {
  openedTitle: 'Panasz beérkezett: {round} kör',
  openedBody:
    'Megkaptuk a(z) {round} körre ({vendor}) vonatkozó panaszodat. Csatoltuk hozzá a kör adatait és a számládon lévő tételeit. Válaszunkat itt, az üzeneteid között kapod meg.',
  upheldTitle: 'Panasz elfogadva: {round} kör',
  rejectedTitle: 'Panasz elutasítva: {round} kör',
  answerIntro: 'Válaszunk a(z) {round} körre vonatkozó panaszodra:',
  reasonLabel: 'Ok',
  noteLabel: 'Megjegyzésed',
  reasons: {
    notPaid: 'Nem fizették ki a nyereményt',
    wrongResult: 'Hibás eredmény',
    gameError: 'Játékhiba vagy megszakadt kapcsolat',
    stakeTaken: 'Hibásan levont tét',
    other: 'Egyéb',
  },
};

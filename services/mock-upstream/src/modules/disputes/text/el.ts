import type { DisputeMessageTexts } from './shape.js';

export const el: DisputeMessageTexts = {
  openedTitle: 'Η ένσταση παρελήφθη: γύρος {round}',
  openedBody:
    'Λάβαμε την ένστασή σας για τον γύρο {round} ({vendor}). Επισυνάψαμε τα στοιχεία του γύρου και τις κινήσεις του στον λογαριασμό σας. Η απάντησή μας θα έρθει εδώ, στα μηνύματά σας.',
  upheldTitle: 'Η ένσταση έγινε δεκτή: γύρος {round}',
  rejectedTitle: 'Η ένσταση απορρίφθηκε: γύρος {round}',
  answerIntro: 'Η απάντησή μας στην ένστασή σας για τον γύρο {round}:',
  reasonLabel: 'Αιτία',
  noteLabel: 'Η σημείωσή σας',
  reasons: {
    notPaid: 'Δεν πληρώθηκαν τα κέρδη',
    wrongResult: 'Λάθος αποτέλεσμα',
    gameError: 'Σφάλμα παιχνιδιού ή αποσύνδεση',
    stakeTaken: 'Λανθασμένη χρέωση στοιχήματος',
    other: 'Άλλο',
  },
};

import type { DisputeMessageTexts } from './shape.js';

export const pl: DisputeMessageTexts = {
  openedTitle: 'Reklamacja przyjęta: runda {round}',
  openedBody:
    'Otrzymaliśmy Twoją reklamację dotyczącą rundy {round} ({vendor}). Dołączyliśmy do niej szczegóły rundy i jej operacje na Twoim koncie. Odpowiedź otrzymasz tutaj, w wiadomościach.',
  upheldTitle: 'Reklamacja uznana: runda {round}',
  rejectedTitle: 'Reklamacja odrzucona: runda {round}',
  answerIntro: 'Nasza odpowiedź na Twoją reklamację rundy {round}:',
  reasonLabel: 'Powód',
  noteLabel: 'Twoja notatka',
  reasons: {
    notPaid: 'Wygrana niewypłacona',
    wrongResult: 'Błędny wynik',
    gameError: 'Błąd gry lub rozłączenie',
    stakeTaken: 'Błędnie pobrana stawka',
    other: 'Inny powód',
  },
};

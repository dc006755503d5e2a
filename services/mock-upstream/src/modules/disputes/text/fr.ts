import type { DisputeMessageTexts } from '../disputes.text.js';

export const fr: DisputeMessageTexts = {
  openedTitle: 'Réclamation reçue : manche {round}',
  openedBody:
    'Nous avons bien reçu votre réclamation concernant la manche {round} ({vendor}). Les détails de la manche et ses écritures sur votre compte y sont joints. Notre réponse vous parviendra ici, dans vos messages.',
  upheldTitle: 'Réclamation acceptée : manche {round}',
  rejectedTitle: 'Réclamation refusée : manche {round}',
  answerIntro: 'Notre réponse à votre réclamation concernant la manche {round} :',
  reasonLabel: 'Motif',
  noteLabel: 'Votre note',
  reasons: {
    notPaid: 'Gain non versé',
    wrongResult: 'Résultat erroné',
    gameError: 'Erreur de jeu ou déconnexion',
    stakeTaken: 'Mise débitée à tort',
    other: 'Autre motif',
  },
};

import type { DisputeMessageTexts } from './shape.js';

export const fr: DisputeMessageTexts = {
  openedTitle: 'Réclamation reçue : partie {round}',
  openedBody:
    'Nous avons bien reçu votre réclamation concernant la partie {round} ({vendor}). Les détails de la partie et ses écritures sur votre compte y sont joints. Notre réponse vous parviendra ici, dans vos messages.',
  upheldTitle: 'Réclamation acceptée : partie {round}',
  rejectedTitle: 'Réclamation refusée : partie {round}',
  answerIntro: 'Notre réponse à votre réclamation concernant la partie {round} :',
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

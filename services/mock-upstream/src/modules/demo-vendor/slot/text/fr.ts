import type { SlotText } from './shape.js';

export const fr: SlotText = {
  title: 'Lucky Lanterns',
  freePlay: 'Jeu gratuit',
  realMoney: 'Argent réel',
  balance: 'Solde',
  bet: 'Mise totale',
  win: 'Gain',
  spin: 'Lancer',
  retry: 'Réessayer',
  spinning: 'Lancement…',
  noWin: 'Pas de gain cette fois.',
  lineWin: 'Ligne {line} : {count} × {symbol} paie {amount}',
  scatterWin: '{count} lanternes paient {amount}',
  bigWin: 'Vous avez gagné {amount} !',
  round: 'Tour',
  verify: 'Vérifier',
  paytable: 'Table des gains',
  paylines: 'Les 20 lignes de paiement',
  rtp: 'Taux de retour au joueur (RTP) : {rtp}',
  rtpNote: 'Calculé exactement à partir des bandes des rouleaux et de cette table des gains.',
  wildNote: 'Le Wild remplace tous les symboles sauf la lanterne, et paie aussi seul.',
  scatterNote: "Les lanternes paient n'importe où sur les rouleaux, multipliées par la mise totale.",
  lineNote:
    'Les lignes paient de gauche à droite depuis le premier rouleau ; seul le gain le plus élevé de chaque ligne est payé.',
  seed: 'Engagement de la graine (SHA-256)',
  loading: 'Chargement…',
  keyHint: 'Espace ou Entrée pour lancer',
  symbols: {
    W: 'Wild',
    L: 'Lanterne',
    G: "Lingot d'or",
    R: 'Enveloppe rouge',
    C: 'Pièce de jade',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  errors: {
    insufficientBalance:
      'Votre solde est insuffisant pour cette mise. Choisissez une mise plus petite ou faites un dépôt.',
    ticket: 'Cette session de jeu est terminée. Fermez le jeu et rouvrez-le.',
    network:
      'La connexion a échoué. Appuyez sur Réessayer : le même tour est renvoyé, jamais débité deux fois.',
    retrying: 'Problème de connexion, nouvel essai…',
    unsettled:
      "Le tour n'est pas encore terminé. Appuyez sur Réessayer pour le terminer (jamais débité deux fois).",
    generic: 'Une erreur est survenue. Veuillez réessayer.',
  },
  errorPage: {
    title: "Impossible d'ouvrir ce lien de jeu",
    body: 'Le lien est invalide ou a expiré. Fermez le jeu et rouvrez-le depuis le portail.',
  },
};

import type { ChatText } from './shape.js';

export const fr: ChatText = {
  liveTitle: 'Chat en direct',
  vipTitle: 'Chat VIP',
  roomTitle: 'Salon de discussion',
  intro:
    'Posez-nous toutes vos questions sur votre compte, les dépôts, les retraits ou les jeux. Un conseiller vous répond ici.',
  vipIntro: 'Bienvenue au service VIP. Votre gestionnaire personnel vous répond ici.',
  roomIntro:
    'Discutez avec les autres joueurs. Restez courtois : les messages sont visibles par tout le salon.',
  placeholder: 'Écrivez un message',
  send: 'Envoyer',
  you: 'Vous',
  agent: 'Conseiller',
  vipAgent: 'Gestionnaire VIP',
  host: 'Animateur',
  empty: 'Pas encore de messages.',
  failed: "Le message n'a pas pu être envoyé. Réessayez.",
  expired: 'Ce lien de chat a expiré. Fermez cette fenêtre et rouvrez le salon de discussion.',
  tooLong: 'Un message peut contenir au plus 500 caractères.',
  vipPrefix: 'Votre gestionnaire VIP vous répond. ',
  roomGreeting: 'Bienvenue dans le salon ! Dites bonjour aux autres joueurs.',
  replies: {
    deposit:
      'Dépôts : ouvrez Dépôt en haut, choisissez un moyen de paiement et suivez les étapes. Les paiements en ligne sont crédités dès la confirmation du prestataire.',
    withdraw:
      'Retraits : définissez un mot de passe de paiement et associez une carte bancaire dans l’espace membre, puis demandez le montant. Notre équipe l’examine rapidement.',
    password:
      'Mot de passe : utilisez « Mot de passe oublié » dans la fenêtre de connexion pour le réinitialiser par e-mail ou SMS, ou changez-le dans l’espace membre.',
    bonus:
      'Promotions : consultez la page Promotions pour voir celles auxquelles vous pouvez participer et ce que vous pouvez réclamer.',
    other:
      'Merci pour votre message. Un conseiller l’a noté et vous répondra ici. Puis-je vous aider pour autre chose ?',
  },
  keywords: {
    deposit: 'dépôt, depot, déposer, recharger',
    withdraw: 'retrait, retirer',
    password: 'mot de passe, mdp, connexion',
    bonus: 'bonus, promo',
  },
};

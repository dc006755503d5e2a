import type { PayText } from './shape.js';

export const fr: PayText = {
  note: "Prestataire de paiement de test : aucun argent réel n'est débité.",
  merchant: 'Commerçant',
  amount: 'Montant',
  order: 'N° de commande',
  pay: 'Payer',
  decline: 'Refuser',
  orderPaid: 'Cette commande est payée.',
  orderFailed: 'Cette commande a été refusée.',
  donePaid: 'La commande {order} est payée.',
  doneFailed: 'La commande {order} a été refusée.',
  close: 'Vous pouvez fermer cette page et revenir sur le site du commerçant.',
  notFound: 'Ordre de paiement introuvable.',
};

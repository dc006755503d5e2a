import type { SandboxText } from './shape.js';

export const fr: SandboxText = {
  about: {
    RNG: '{vendor} crée des machines à sous en ligne : rouleaux, tours bonus et jackpots.',
    LIVE: '{vendor} propose des tables de casino en direct : baccara, roulette et plus, avec de vrais croupiers en vidéo.',
    FISH: '{vendor} crée des jeux de pêche : des jeux de tir arcade où chaque prise paie un multiple du tir.',
    PVP: '{vendor} crée des jeux de cartes et de plateau joués contre d’autres joueurs.',
    SPORTS:
      '{vendor} est un site de paris sportifs : paris avant-match et en direct sur le football et d’autres sports.',
    ESPORTS: '{vendor} est un site de paris e-sport : paris sur des matchs professionnels de jeux vidéo.',
    LOTT: '{vendor} propose des loteries à tirages programmés.',
    ELOTT:
      '{vendor} propose des loteries électroniques rapides avec un tirage à quelques minutes d’intervalle.',
  },
  unplayable:
    "Cette version de démonstration du portail n'est pas reliée à {vendor} : {game} ne peut donc pas être joué ici. Aucun mouvement d'argent n'a eu lieu.",
  tryInstead: 'Essayez plutôt les jeux intégrés à cette démo :',
  playSlot: 'Jouer à {game}',
  slotKind: 'machine à sous',
  playLottery: 'Jouer à {game}',
  lotteryKind: 'loterie vietnamienne, un tirage par minute',
  expiredTitle: 'Lien de jeu expiré',
  expired: 'Ce lien de jeu est invalide ou a expiré. Fermez-le et relancez le jeu.',
};

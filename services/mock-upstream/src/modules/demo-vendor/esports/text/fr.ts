import type { EsportsText } from './shape.js';

export const fr: EsportsText = {
  title: 'E-sport',
  kickoff: 'Début {time}',
  fullTime: 'Terminé',
  markets: { ml: 'Vainqueur du match', ah: 'Handicap de maps', ou: 'Total de maps' },
  map: 'Map {n}',
  bestOf: 'Au meilleur des {n}',
  rules:
    'Séries simulées entre équipes fictives, chaque map jouée en une ou deux minutes, à partir d’une graine engagée avant le début (son hash est affiché, la graine une fois la série terminée). Dans Counter-Strike 2 et Valorant, la map revient à la première équipe à {rounds} manches, sans prolongation. Chaque cote inclut un avantage de la maison de {edge}. Les paris sont acceptés jusqu’à ce que la série soit jouée ; le handicap de maps et le total de maps sont réglés sur le score final en maps.',
  seed: 'Graine',
  seedVerified: 'Son SHA-256 correspond à l’empreinte affichée avant le début de la série',
  seedMismatch: 'Son SHA-256 ne correspond pas à l’empreinte affichée avant le début de la série',
};

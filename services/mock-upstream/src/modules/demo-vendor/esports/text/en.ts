import type { EsportsText } from './shape.js';

export const en: EsportsText = {
  title: 'E-sports',
  kickoff: 'Starts {time}',
  fullTime: 'Finished',
  markets: { ml: 'Match winner', ah: 'Map handicap', ou: 'Total maps' },
  map: 'Map {n}',
  bestOf: 'Best of {n}',
  rules:
    'Simulated series between fictional teams, each map played in a minute or two, from a seed committed before the start (its hash is shown, the seed once the series is over). In Counter-Strike 2 and Valorant a map goes to the first team to {rounds} rounds, with no overtime. Every price includes a house edge of {edge}. Bets are taken until the series is decided; the map handicap and total maps are settled on the final map score.',
  seed: 'Seed',
  seedVerified: 'SHA-256 matches the hash shown before the series started',
  seedMismatch: 'SHA-256 does not match the hash shown before the series started',
};

import type { EsportsText } from './shape.js';

export const cs: EsportsText = {
  title: 'E-sporty',
  kickoff: 'Začátek {time}',
  fullTime: 'Skončeno',
  markets: { ml: 'Vítěz zápasu', ah: 'Handicap map', ou: 'Počet map' },
  map: 'Mapa {n}',
  bestOf: 'Na {n} map',
  rules:
    'Simulované série mezi smyšlenými týmy, každá mapa se odehraje za minutu či dvě podle seedu zavázaného před začátkem (nejdřív se ukáže jeho hash, seed po konci série). V Counter-Strike 2 a ve Valorantu vyhrává mapu tým, který první získá {rounds} kol, bez prodloužení. Každý kurz obsahuje výhodu kasina {edge}. Sázky se přijímají, dokud není série rozhodnuta; handicap map a počet map se vyhodnocují podle konečného skóre map.',
  seed: 'Seed',
  seedVerified: 'Jeho SHA-256 odpovídá hashi zobrazenému před začátkem série',
  seedMismatch: 'Jeho SHA-256 neodpovídá hashi zobrazenému před začátkem série',
};

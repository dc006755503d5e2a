import type { EsportsText } from './shape.js';

export const sv: EsportsText = {
  title: 'E-sport',
  kickoff: 'Startar {time}',
  fullTime: 'Slut',
  markets: { ml: 'Matchvinnare', ah: 'Karthandikapp', ou: 'Antal kartor' },
  map: 'Karta {n}',
  bestOf: 'Bäst av {n}',
  rules:
    'Simulerade serier mellan påhittade lag, varje karta spelas på en eller två minuter utifrån ett seed som låsts före start (dess hash visas först, seedet när serien är slut). I Counter-Strike 2 och Valorant vinner det lag som först når {rounds} ronder kartan, utan förlängning. Alla odds innehåller en husfördel på {edge}. Spel tas emot tills serien är avgjord; karthandikapp och antal kartor avgörs på slutresultatet i kartor.',
  seed: 'Frö',
  seedVerified: 'Dess SHA-256 stämmer med hashen som visades innan serien startade',
  seedMismatch: 'Dess SHA-256 stämmer inte med hashen som visades innan serien startade',
};

import type { EsportsText } from './shape.js';

export const da: EsportsText = {
  title: 'E-sport',
  kickoff: 'Starter {time}',
  fullTime: 'Slut',
  markets: { ml: 'Kampvinder', ah: 'Map-handicap', ou: 'Antal maps' },
  map: 'Map {n}',
  bestOf: 'Bedst af {n}',
  rules:
    'Simulerede serier mellem fiktive hold, hvert map spilles på et minut eller to ud fra et seed, der er fastlagt før start (hashen vises først, seedet når serien er slut). I Counter-Strike 2 og Valorant vinder det hold, der først når {rounds} runder, mappet, uden overtid. Alle odds indeholder en husfordel på {edge}. Der tages imod spil, indtil serien er afgjort; map-handicap og antal maps afregnes på den endelige map-stilling.',
  seed: 'Seed',
  seedVerified: 'Dets SHA-256 svarer til det hash, der blev vist før seriens start',
  seedMismatch: 'Dets SHA-256 svarer ikke til det hash, der blev vist før seriens start',
};

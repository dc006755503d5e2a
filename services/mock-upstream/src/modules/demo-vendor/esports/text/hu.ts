import type { EsportsText } from './shape.js';

export const hu: EsportsText = {
  title: 'E-sport',
  kickoff: 'Kezdés {time}',
  fullTime: 'Véget ért',
  markets: { ml: 'Meccsgyőztes', ah: 'Pályahendikep', ou: 'Pályák száma' },
  map: '{n}. pálya',
  bestOf: '{n} pályás sorozat',
  rules:
    'Szimulált sorozatok kitalált csapatok között, minden pályát egy-két perc alatt játszanak le a kezdés előtt rögzített seed alapján (előbb a hash-e látszik, a seed a sorozat végén). A Counter-Strike 2-ben és a Valorantban az a csapat nyeri a pályát, amelyik előbb ér el {rounds} kört, hosszabbítás nélkül. Minden szorzó {edge} házelőnyt tartalmaz. A fogadásokat a sorozat eldőltéig fogadjuk; a pályahendikep és a pályák száma a pályák végeredménye szerint dől el.',
  seed: 'Seed',
  seedVerified: 'Az SHA-256-ja egyezik a sorozat kezdete előtt mutatott hash-sel',
  seedMismatch: 'Az SHA-256-ja nem egyezik a sorozat kezdete előtt mutatott hash-sel',
};

import type { EsportsText } from './shape.js';

export const fi: EsportsText = {
  title: 'E-urheilu',
  kickoff: 'Alkaa {time}',
  fullTime: 'Päättynyt',
  markets: { ml: 'Ottelun voittaja', ah: 'Karttatasoitus', ou: 'Karttojen määrä' },
  map: 'Kartta {n}',
  bestOf: 'Paras {n}:stä',
  rules:
    'Simuloituja sarjoja kuvitteellisten joukkueiden välillä, jokainen kartta pelataan minuutissa tai kahdessa ennen alkua sitoutetusta siemenestä (sen tiiviste näytetään ensin, siemen sarjan päätyttyä). Counter-Strike 2:ssa ja Valorantissa kartan voittaa joukkue, joka ensin saa {rounds} erää, ilman jatkoaikaa. Jokaisessa kertoimessa on {edge} talon etu. Vetoja otetaan vastaan, kunnes sarja on ratkennut; karttatasoitus ja karttojen määrä ratkaistaan karttojen lopputuloksella.',
  seed: 'Siemen',
  seedVerified: 'Sen SHA-256 vastaa ennen sarjan alkua näytettyä tiivistettä',
  seedMismatch: 'Sen SHA-256 ei vastaa ennen sarjan alkua näytettyä tiivistettä',
};

import type { EsportsText } from './shape.js';

export const no: EsportsText = {
  title: 'E-sport',
  kickoff: 'Starter {time}',
  fullTime: 'Ferdig',
  markets: { ml: 'Kampvinner', ah: 'Karthandikap', ou: 'Antall kart' },
  map: 'Kart {n}',
  bestOf: 'Best av {n}',
  rules:
    'Simulerte serier mellom oppdiktede lag, hvert kart spilles på et minutt eller to fra en seed som er låst før start (hashen vises først, seeden når serien er over). I Counter-Strike 2 og Valorant vinner laget som først når {rounds} runder kartet, uten overtid. Alle odds har en husfordel på {edge}. Spill tas imot til serien er avgjort; karthandikap og antall kart gjøres opp på sluttresultatet i kart.',
  seed: 'Frø',
  seedVerified: 'SHA-256 av det stemmer med hashen som ble vist før serien startet',
  seedMismatch: 'SHA-256 av det stemmer ikke med hashen som ble vist før serien startet',
};

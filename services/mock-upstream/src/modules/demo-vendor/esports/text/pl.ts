import type { EsportsText } from './shape.js';

export const pl: EsportsText = {
  title: 'E-sport',
  kickoff: 'Start {time}',
  fullTime: 'Zakończony',
  markets: { ml: 'Zwycięzca meczu', ah: 'Handicap map', ou: 'Liczba map' },
  map: 'Mapa {n}',
  bestOf: 'Do {n} map',
  rules:
    'Symulowane serie między fikcyjnymi drużynami, każda mapa rozgrywana w minutę lub dwie, z ziarna zatwierdzonego przed startem (najpierw widać jego skrót, ziarno po zakończeniu serii). W Counter-Strike 2 i Valorant mapę wygrywa drużyna, która pierwsza zdobędzie {rounds} rund, bez dogrywki. Każdy kurs zawiera przewagę kasyna {edge}. Zakłady są przyjmowane, dopóki seria się nie rozstrzygnie; handicap map i liczba map są rozliczane według końcowego wyniku w mapach.',
  seed: 'Ziarno',
  seedVerified: 'Jego SHA-256 zgadza się ze skrótem pokazanym przed rozpoczęciem serii',
  seedMismatch: 'Jego SHA-256 nie zgadza się ze skrótem pokazanym przed rozpoczęciem serii',
};

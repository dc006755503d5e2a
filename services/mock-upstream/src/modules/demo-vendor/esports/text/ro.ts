import type { EsportsText } from './shape.js';

export const ro: EsportsText = {
  title: 'E-sport',
  kickoff: 'Începe {time}',
  fullTime: 'Încheiat',
  markets: { ml: 'Câștigătorul meciului', ah: 'Handicap pe hărți', ou: 'Total hărți' },
  map: 'Harta {n}',
  bestOf: 'Cel mai bun din {n}',
  rules:
    'Serii simulate între echipe fictive, fiecare hartă jucată în un minut sau două, dintr-un seed angajat înainte de start (se afișează întâi hash-ul, seed-ul după încheierea seriei). În Counter-Strike 2 și Valorant harta revine primei echipe care ajunge la {rounds} runde, fără prelungiri. Fiecare cotă include un avantaj al casei de {edge}. Pariurile sunt acceptate până când seria este decisă; handicapul pe hărți și totalul hărților se decontează după scorul final pe hărți.',
  seed: 'Seed',
  seedVerified: 'SHA-256-ul său corespunde hash-ului afișat înainte de începerea seriei',
  seedMismatch: 'SHA-256-ul său nu corespunde hash-ului afișat înainte de începerea seriei',
};

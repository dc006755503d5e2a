import type { EsportsText } from './shape.js';

export const it: EsportsText = {
  title: 'E-sport',
  kickoff: 'Inizio {time}',
  fullTime: 'Terminata',
  markets: { ml: 'Vincente della partita', ah: 'Handicap mappe', ou: 'Totale mappe' },
  map: 'Mappa {n}',
  bestOf: 'Al meglio delle {n}',
  rules:
    'Serie simulate tra squadre di fantasia, ogni mappa giocata in un paio di minuti, da un seed vincolato prima dell’inizio (se ne mostra l’hash, il seed a serie finita). In Counter-Strike 2 e Valorant la mappa va alla prima squadra che arriva a {rounds} round, senza supplementari. Ogni quota include un vantaggio del banco del {edge}. Le scommesse sono accettate finché la serie non è decisa; handicap mappe e totale mappe si regolano sul punteggio finale in mappe.',
  seed: 'Seed',
  seedVerified: 'Il suo SHA-256 corrisponde all’hash mostrato prima dell’inizio della serie',
  seedMismatch: 'Il suo SHA-256 non corrisponde all’hash mostrato prima dell’inizio della serie',
};

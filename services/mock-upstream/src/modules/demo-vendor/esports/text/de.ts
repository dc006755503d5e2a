import type { EsportsText } from './shape.js';

export const de: EsportsText = {
  title: 'E-Sport',
  kickoff: 'Beginn {time}',
  fullTime: 'Beendet',
  markets: { ml: 'Matchsieger', ah: 'Map-Handicap', ou: 'Anzahl Maps' },
  map: 'Map {n}',
  bestOf: 'Best of {n}',
  rules:
    'Simulierte Serien zwischen erfundenen Teams, jede Map in ein, zwei Minuten gespielt, aus einem vor Beginn festgelegten Seed (sein Hash wird angezeigt, der Seed nach Ende der Serie). In Counter-Strike 2 und Valorant gewinnt das Team die Map, das zuerst {rounds} Runden holt, ohne Verlängerung. Jede Quote enthält einen Hausvorteil von {edge}. Wetten werden angenommen, bis die Serie entschieden ist; Map-Handicap und Anzahl Maps werden nach dem Endstand der Maps abgerechnet.',
  seed: 'Seed',
  seedVerified: 'Sein SHA-256 stimmt mit dem vor Beginn der Serie gezeigten Hash überein',
  seedMismatch: 'Sein SHA-256 stimmt nicht mit dem vor Beginn der Serie gezeigten Hash überein',
};

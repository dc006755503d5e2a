import type { EsportsText } from './shape.js';

export const ty: EsportsText = {
  title: 'E-sports',
  kickoff: 'Simula {time}',
  fullTime: 'Tapos na',
  markets: { ml: 'Panalo sa laban', ah: 'Handicap sa mapa', ou: 'Kabuuang mapa' },
  map: 'Mapa {n}',
  bestOf: 'Best of {n}',
  rules:
    'Mga simulated na serye sa pagitan ng mga kathang-isip na koponan, nilalaro ang bawat mapa sa isa o dalawang minuto, mula sa seed na naka-commit bago magsimula (ipinapakita muna ang hash nito, ang seed kapag tapos na ang serye). Sa Counter-Strike 2 at Valorant, mapupunta ang mapa sa unang koponang makakuha ng {rounds} round, walang overtime. May house edge na {edge} ang bawat presyo. Tumatanggap ng taya hanggang mapagpasyahan ang serye; ang handicap sa mapa at kabuuang mapa ay sine-settle sa huling iskor ng mapa.',
  seed: 'Seed',
  seedVerified: 'Tugma ang SHA-256 nito sa hash na ipinakita bago nagsimula ang serye',
  seedMismatch: 'Hindi tugma ang SHA-256 nito sa hash na ipinakita bago nagsimula ang serye',
};

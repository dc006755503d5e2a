import type { EsportsText } from './shape.js';

export const nl: EsportsText = {
  title: 'E-sports',
  kickoff: 'Begint {time}',
  fullTime: 'Afgelopen',
  markets: { ml: 'Winnaar van de wedstrijd', ah: 'Maphandicap', ou: 'Aantal maps' },
  map: 'Map {n}',
  bestOf: 'Best of {n}',
  rules:
    'Gesimuleerde series tussen verzonnen teams, elke map in een minuut of twee gespeeld, uit een seed die vóór de start is vastgelegd (eerst wordt de hash getoond, de seed na afloop van de serie). In Counter-Strike 2 en Valorant wint het team dat als eerste {rounds} rondes haalt de map, zonder verlenging. Elke quotering bevat een huisvoordeel van {edge}. Weddenschappen worden aangenomen tot de serie beslist is; maphandicap en aantal maps worden afgerekend op de eindstand in maps.',
  seed: 'Seed',
  seedVerified: 'De SHA-256 ervan komt overeen met de hash van vóór de start van de serie',
  seedMismatch: 'De SHA-256 ervan komt niet overeen met de hash van vóór de start van de serie',
};

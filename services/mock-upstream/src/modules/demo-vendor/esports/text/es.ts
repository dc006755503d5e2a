import type { EsportsText } from './shape.js';

export const es: EsportsText = {
  title: 'E-sports',
  kickoff: 'Empieza {time}',
  fullTime: 'Terminado',
  markets: { ml: 'Ganador del partido', ah: 'Hándicap de mapas', ou: 'Total de mapas' },
  map: 'Mapa {n}',
  bestOf: 'Al mejor de {n}',
  rules:
    'Series simuladas entre equipos ficticios, cada mapa se juega en uno o dos minutos, a partir de una semilla comprometida antes del inicio (se muestra su hash y la semilla cuando termina la serie). En Counter-Strike 2 y Valorant gana el mapa el primer equipo en llegar a {rounds} rondas, sin prórroga. Cada cuota incluye una ventaja de la casa del {edge}. Se aceptan apuestas hasta que la serie se decide; el hándicap de mapas y el total de mapas se liquidan con el marcador final de mapas.',
  seed: 'Semilla',
  seedVerified: 'Su SHA-256 coincide con el hash mostrado antes del inicio de la serie',
  seedMismatch: 'Su SHA-256 no coincide con el hash mostrado antes del inicio de la serie',
};

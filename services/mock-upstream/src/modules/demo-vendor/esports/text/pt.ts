import type { EsportsText } from './shape.js';

export const pt: EsportsText = {
  title: 'E-sports',
  kickoff: 'Começa {time}',
  fullTime: 'Terminado',
  markets: { ml: 'Vencedor do encontro', ah: 'Handicap de mapas', ou: 'Total de mapas' },
  map: 'Mapa {n}',
  bestOf: 'À melhor de {n}',
  rules:
    'Séries simuladas entre equipas fictícias, cada mapa jogado em um ou dois minutos, a partir de uma semente comprometida antes do início (mostra-se o seu hash, a semente quando a série termina). Em Counter-Strike 2 e Valorant o mapa vai para a primeira equipa a chegar a {rounds} rondas, sem prolongamento. Cada cota inclui uma vantagem da casa de {edge}. As apostas são aceites até a série estar decidida; o handicap de mapas e o total de mapas são liquidados pelo resultado final em mapas.',
  seed: 'Semente',
  seedVerified: 'O SHA-256 dela corresponde ao hash mostrado antes do início da série',
  seedMismatch: 'O SHA-256 dela não corresponde ao hash mostrado antes do início da série',
};

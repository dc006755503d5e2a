import type { EsportsText } from './shape.js';

export const ptBr: EsportsText = {
  title: 'E-sports',
  kickoff: 'Começa {time}',
  fullTime: 'Encerrada',
  markets: { ml: 'Vencedor da partida', ah: 'Handicap de mapas', ou: 'Total de mapas' },
  map: 'Mapa {n}',
  bestOf: 'Melhor de {n}',
  rules:
    'Séries simuladas entre times fictícios, cada mapa jogado em um ou dois minutos, a partir de uma semente comprometida antes do início (o hash aparece primeiro, a semente quando a série acaba). Em Counter-Strike 2 e Valorant o mapa fica com o primeiro time a chegar a {rounds} rounds, sem prorrogação. Cada odd inclui uma vantagem da casa de {edge}. As apostas são aceitas até a série ser decidida; o handicap de mapas e o total de mapas são liquidados pelo placar final de mapas.',
  seed: 'Seed',
  seedVerified: 'O SHA-256 dela confere com o hash mostrado antes do início da série',
  seedMismatch: 'O SHA-256 dela não confere com o hash mostrado antes do início da série',
};

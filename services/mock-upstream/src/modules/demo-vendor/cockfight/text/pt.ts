import type { CockfightText } from './shape.js';

export const pt: CockfightText = {
  title: 'Luta de galos DS88',
  realMoney: 'Dinheiro real',
  balance: 'Saldo',
  limits: '{arena}: {min} por aposta, até {max} por combate',
  fight: 'Combate {n}',
  betting: 'Apostas abertas · {seconds} s',
  fighting: 'Apostas fechadas · combate a decorrer',
  chip: 'Ficha',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Empate' },
  yourBets: 'As tuas apostas neste combate: {amount}',
  outcomes: { meron: 'Vence Meron', wala: 'Vence Wala', draw: 'Empate' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'E' },
  won: 'Ganhaste {amount}!',
  push: 'Empate: as tuas apostas em Meron e Wala foram devolvidas.',
  lost: 'Sem prémio neste combate.',
  betPlaced: 'Aposta feita: {side} {amount} a {odds}',
  lastFight: 'Último combate',
  lastOdds: 'Odds desse combate: Meron {meron}, Wala {wala}, Empate {draw}',
  history: 'Resultados',
  noFights: 'Ainda não há combates nesta arena.',
  commitment: 'Hash da semente deste combate',
  reveal: 'Semente do servidor do combate anterior (revelada)',
  clientSeed: 'Arena · combate',
  fairNote:
    'O SHA-256 da semente do servidor revelada é igual ao hash mostrado enquanto as apostas estavam abertas; as odds e o resultado decorrem das sementes.',
  rules:
    'Cada combate tem odds próprias para Meron e Wala (o que 1 apostado devolve, aposta incluída): as odds justas menos uma margem de {margin}. O empate paga 8:1; as apostas em Meron e Wala são devolvidas num empate. Não podes apostar em Meron e Wala no mesmo combate. Vantagem da casa: Meron e Wala {meron}, Empate {draw}.',
  loading: 'A carregar…',
  keyHint:
    'As teclas 1 a 5 escolhem a ficha; usa Tab para ir a uma casa e prime Enter ou Espaço para apostar.',
  errors: {
    insufficientBalance: 'O teu saldo não chega para esta aposta.',
    closed: 'As apostas deste combate já fecharam. Aposta no próximo.',
    overMax: 'Essa aposta ultrapassaria o máximo da arena para este combate.',
    outsideLimits: 'Essa aposta está fora dos limites da arena.',
    opposite: 'Não podes apostar em Meron e Wala no mesmo combate.',
    network: 'Não foi possível ligar à arena. Verifica a ligação e tenta novamente.',
    unconfirmed: 'A tua aposta ainda não está confirmada. Repete a mesma aposta para a confirmar.',
    rolledBack: 'O combate não pôde terminar: as tuas apostas foram devolvidas.',
    generic: 'Algo correu mal. Tenta novamente.',
  },
  errorPage: {
    title: 'Não é possível abrir esta arena',
    body: 'Abre-a novamente a partir da entrada de lutas de galos do portal.',
  },
};

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
  yourBets: 'As suas apostas neste combate: {amount}',
  outcomes: { meron: 'Vence Meron', wala: 'Vence Wala', draw: 'Empate' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'E' },
  won: 'Ganhou {amount}!',
  push: 'Empate: as suas apostas em Meron e Wala foram devolvidas.',
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
    'Cada combate tem odds próprias para Meron e Wala (o que 1 apostado devolve, aposta incluída): as odds justas menos uma margem de {margin}. O empate paga 8:1; as apostas em Meron e Wala são devolvidas num empate. Não pode apostar em Meron e Wala no mesmo combate. Vantagem da casa: Meron e Wala {meron}, Empate {draw}.',
  loading: 'A carregar…',
  keyHint:
    'As teclas 1 a 5 escolhem a ficha; use Tab para ir a uma casa e prima Enter ou Espaço para apostar.',
  errors: {
    insufficientBalance: 'O seu saldo não chega para esta aposta.',
    closed: 'As apostas deste combate já fecharam. Aposte no próximo.',
    overMax: 'Essa aposta ultrapassaria o máximo da arena para este combate.',
    outsideLimits: 'Essa aposta está fora dos limites da arena.',
    opposite: 'Não pode apostar em Meron e Wala no mesmo combate.',
    network: 'Não foi possível ligar à arena. Verifique a ligação e tente novamente.',
    unconfirmed: 'A sua aposta ainda não está confirmada. Repita a mesma aposta para a confirmar.',
    rolledBack: 'O combate não pôde terminar: as suas apostas foram devolvidas.',
    generic: 'Algo correu mal. Tente novamente.',
  },
  errorPage: {
    title: 'Não é possível abrir esta arena',
    body: 'Abra-a novamente a partir da entrada de lutas de galos do portal.',
  },
};

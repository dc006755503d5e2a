import type { SlotText } from './shape.js';

export const pt: SlotText = {
  title: 'Lucky Lanterns',
  freePlay: 'Jogo grátis',
  realMoney: 'Dinheiro real',
  balance: 'Saldo',
  bet: 'Aposta total',
  win: 'Ganho',
  spin: 'Rodar',
  retry: 'Tentar novamente',
  spinning: 'A rodar…',
  noWin: 'Desta vez não houve ganho.',
  lineWin: 'Linha {line}: {count} × {symbol} paga {amount}',
  scatterWin: '{count} lanternas pagam {amount}',
  bigWin: 'Ganhaste {amount}!',
  round: 'Ronda',
  verify: 'Verificar',
  paytable: 'Tabela de pagamentos',
  paylines: 'As 20 linhas de pagamento',
  rtp: 'Retorno ao jogador (RTP): {rtp}',
  rtpNote: 'Calculado com exatidão a partir das fitas dos rolos e desta tabela de pagamentos.',
  wildNote: 'O Wild substitui todos os símbolos exceto a lanterna, e também paga sozinho.',
  scatterNote: 'As lanternas pagam em qualquer posição dos rolos, multiplicadas pela aposta total.',
  lineNote:
    'As linhas pagam da esquerda para a direita a partir do primeiro rolo; em cada linha paga-se só o ganho mais alto.',
  seed: 'Compromisso da semente (SHA-256)',
  loading: 'A carregar…',
  keyHint: 'Espaço ou Enter para rodar',
  symbols: {
    W: 'Wild',
    L: 'Lanterna',
    G: 'Lingote de ouro',
    R: 'Envelope vermelho',
    C: 'Moeda de jade',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  errors: {
    insufficientBalance:
      'O teu saldo não chega para esta aposta. Escolhe uma aposta menor ou faz um depósito.',
    ticket: 'Esta sessão de jogo terminou. Fecha o jogo e abre-o novamente.',
    network:
      'A ligação falhou. Carrega em Tentar novamente: a mesma jogada é reenviada e nunca é cobrada duas vezes.',
    retrying: 'Problema de ligação, a tentar novamente…',
    unsettled:
      'A jogada ainda não terminou. Carrega em Tentar novamente para a concluir (nunca é cobrada duas vezes).',
    generic: 'Algo correu mal. Tenta novamente.',
  },
  errorPage: {
    title: 'Não é possível abrir esta ligação do jogo',
    body: 'A ligação é inválida ou expirou. Fecha o jogo e abre-o novamente a partir do portal.',
  },
};

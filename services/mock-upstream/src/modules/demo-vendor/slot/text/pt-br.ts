import type { SlotText } from './shape.js';

export const ptBr: SlotText = {
  title: 'Lucky Lanterns',
  freePlay: 'Jogo grátis',
  realMoney: 'Dinheiro real',
  balance: 'Saldo',
  bet: 'Aposta total',
  win: 'Ganho',
  spin: 'Girar',
  retry: 'Tentar de novo',
  spinning: 'Girando…',
  noWin: 'Não foi dessa vez.',
  lineWin: 'Linha {line}: {count} × {symbol} paga {amount}',
  scatterWin: '{count} lanternas pagam {amount}',
  bigWin: 'Você ganhou {amount}!',
  round: 'Rodada',
  verify: 'Verificar',
  paytable: 'Tabela de pagamentos',
  paylines: 'As 20 linhas de pagamento',
  rtp: 'Retorno ao jogador (RTP): {rtp}',
  rtpNote: 'Calculado com exatidão a partir das fitas dos rolos e desta tabela de pagamentos.',
  wildNote: 'O Wild substitui todos os símbolos, menos a lanterna, e também paga sozinho.',
  scatterNote: 'As lanternas pagam em qualquer posição dos rolos, multiplicadas pela aposta total.',
  lineNote:
    'As linhas pagam da esquerda para a direita a partir do primeiro rolo; em cada linha só o maior ganho é pago.',
  seed: 'Compromisso da seed (SHA-256)',
  loading: 'Carregando…',
  keyHint: 'Espaço ou Enter para girar',
  symbols: {
    W: 'Wild',
    L: 'Lanterna',
    G: 'Barra de ouro',
    R: 'Envelope vermelho',
    C: 'Moeda de jade',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  errors: {
    insufficientBalance:
      'Seu saldo não é suficiente para essa aposta. Escolha uma aposta menor ou faça um depósito.',
    ticket: 'Esta sessão de jogo terminou. Feche o jogo e abra de novo.',
    network:
      'A conexão falhou. Toque em Tentar de novo: a mesma rodada é reenviada e nunca é cobrada duas vezes.',
    retrying: 'Problema de conexão, tentando de novo…',
    unsettled:
      'A rodada ainda não terminou. Toque em Tentar de novo para concluir (nunca é cobrada duas vezes).',
    generic: 'Algo deu errado. Tente de novo.',
  },
  errorPage: {
    title: 'Não foi possível abrir este link do jogo',
    body: 'O link é inválido ou expirou. Feche o jogo e abra de novo pelo portal.',
  },
};

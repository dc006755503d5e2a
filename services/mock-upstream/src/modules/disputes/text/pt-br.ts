import type { DisputeMessageTexts } from './shape.js';

export const ptBr: DisputeMessageTexts = {
  openedTitle: 'Contestação recebida: rodada {round}',
  openedBody:
    'Recebemos sua contestação da rodada {round} ({vendor}). Anexamos os detalhes da rodada e os lançamentos dela na sua conta. Nossa resposta chegará aqui, nas suas mensagens.',
  upheldTitle: 'Contestação aceita: rodada {round}',
  rejectedTitle: 'Contestação recusada: rodada {round}',
  answerIntro: 'Nossa resposta à sua contestação da rodada {round}:',
  reasonLabel: 'Motivo',
  noteLabel: 'Sua observação',
  reasons: {
    notPaid: 'Ganho não pago',
    wrongResult: 'Resultado errado',
    gameError: 'Erro no jogo ou desconexão',
    stakeTaken: 'Aposta cobrada indevidamente',
    other: 'Outro motivo',
  },
};

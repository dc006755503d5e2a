import type { DisputeMessageTexts } from './shape.js';

export const pt: DisputeMessageTexts = {
  openedTitle: 'Reclamação recebida: ronda {round}',
  openedBody:
    'Recebemos a tua reclamação sobre a ronda {round} ({vendor}). Anexámos os dados da ronda e os respetivos movimentos na tua conta. A nossa resposta chegará aqui, nas tuas mensagens.',
  upheldTitle: 'Reclamação aceite: ronda {round}',
  rejectedTitle: 'Reclamação recusada: ronda {round}',
  answerIntro: 'A nossa resposta à tua reclamação sobre a ronda {round}:',
  reasonLabel: 'Motivo',
  noteLabel: 'A tua nota',
  reasons: {
    notPaid: 'Prémio não pago',
    wrongResult: 'Resultado errado',
    gameError: 'Erro do jogo ou desconexão',
    stakeTaken: 'Aposta cobrada por engano',
    other: 'Outro motivo',
  },
};

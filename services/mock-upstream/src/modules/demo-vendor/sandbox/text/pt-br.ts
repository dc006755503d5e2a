import type { SandboxText } from './shape.js';

export const ptBr: SandboxText = {
  about: {
    RNG: '{vendor} faz slots online: rolos, rodadas bônus e jackpots.',
    LIVE: '{vendor} tem mesas de cassino ao vivo: bacará, roleta e mais, com dealers de verdade em transmissão de vídeo.',
    FISH: '{vendor} faz jogos de pesca: jogos de tiro estilo arcade em que cada peixe pego paga um múltiplo do tiro.',
    PVP: '{vendor} faz jogos de cartas e de tabuleiro contra outros jogadores.',
    SPORTS:
      '{vendor} é uma casa de apostas esportivas: apostas pré-jogo e ao vivo em futebol e outros esportes.',
    ESPORTS: '{vendor} é uma casa de apostas de e-sports: apostas em partidas profissionais de games.',
    LOTT: '{vendor} tem loterias com sorteios programados.',
    ELOTT: '{vendor} tem loterias eletrônicas rápidas com sorteio a cada poucos minutos.',
  },
  unplayable:
    'Esta versão demo do portal não tem conexão com {vendor}, então {game} não pode ser jogado aqui. Nenhum dinheiro foi movimentado.',
  tryInstead: 'Experimente os jogos que já vêm nesta demo:',
  playSlot: 'Jogar {game}',
  slotKind: 'slot',
  playLottery: 'Jogar {game}',
  lotteryKind: 'Loteria vietnamita, sorteio a cada minuto',
  expiredTitle: 'Link do jogo expirado',
  expired: 'Este link do jogo é inválido ou expirou. Feche e abra o jogo de novo.',
};

import type { SandboxText } from './shape.js';

export const pt: SandboxText = {
  about: {
    RNG: '{vendor} cria slots online: rolos, rondas de bónus e jackpots.',
    LIVE: '{vendor} tem mesas de casino ao vivo: bacará, roleta e mais, com croupiers reais em vídeo em direto.',
    FISH: '{vendor} cria jogos de pesca: jogos de tiros arcade em que cada captura paga um múltiplo do tiro.',
    PVP: '{vendor} cria jogos de cartas e de tabuleiro jogados contra outros jogadores.',
    SPORTS:
      '{vendor} é uma casa de apostas desportivas: apostas pré-jogo e ao vivo em futebol e outras modalidades.',
    ESPORTS: '{vendor} é uma casa de apostas de e-sports: apostas em jogos profissionais de videojogos.',
    LOTT: '{vendor} tem jogos de lotaria com sorteios agendados.',
    ELOTT: '{vendor} tem lotarias eletrónicas rápidas com sorteios a cada poucos minutos.',
  },
  unplayable:
    'Esta versão de demonstração do portal não tem ligação a {vendor}, por isso {game} não pode ser jogado aqui. Não houve movimentos de dinheiro.',
  tryInstead: 'Experimenta antes os jogos incluídos nesta demonstração:',
  playSlot: 'Jogar {game}',
  slotKind: 'slot',
  playLottery: 'Jogar {game}',
  lotteryKind: 'Lotaria vietnamita, um sorteio por minuto',
  expiredTitle: 'Ligação do jogo expirada',
  expired: 'Esta ligação do jogo é inválida ou expirou. Fecha-a e abre o jogo novamente.',
};

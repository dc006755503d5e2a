import type { ChatText } from './shape.js';

export const pt: ChatText = {
  liveTitle: 'Chat ao vivo',
  vipTitle: 'Chat VIP',
  roomTitle: 'Sala de chat',
  intro:
    'Pergunte-nos o que quiser sobre a sua conta, depósitos, levantamentos ou jogos. Um agente responde aqui.',
  vipIntro: 'Bem-vindo ao apoio VIP. O seu gestor pessoal responde aqui.',
  roomIntro: 'Converse com outros jogadores. Seja simpático: as mensagens são públicas para toda a sala.',
  placeholder: 'Escreva uma mensagem',
  send: 'Enviar',
  you: 'Você',
  agent: 'Agente de apoio',
  vipAgent: 'Gestor VIP',
  host: 'Anfitrião',
  empty: 'Ainda não há mensagens.',
  failed: 'Não foi possível enviar a mensagem. Tente novamente.',
  expired: 'Esta ligação do chat expirou. Feche esta janela e abra a sala de chat novamente.',
  tooLong: 'Uma mensagem pode ter no máximo 500 caracteres.',
  vipPrefix: 'Fala o seu gestor VIP. ',
  roomGreeting: 'Bem-vindo à sala de chat! Cumprimente os outros jogadores.',
  replies: {
    deposit:
      'Depósitos: abra Depositar no topo, escolha um método e siga os passos. Os pagamentos online são creditados quando o fornecedor os confirma.',
    withdraw:
      'Levantamentos: defina uma palavra-passe de pagamento e associe um cartão bancário no centro de membros, e depois peça o valor. A nossa equipa analisa em breve.',
    password:
      'Palavra-passe: use «Esqueci-me da palavra-passe» no início de sessão para a repor por e-mail ou telemóvel, ou altere-a no centro de membros.',
    bonus: 'Promoções: veja a página de Promoções para saber em quais pode participar e o que pode reclamar.',
    other:
      'Obrigado pela sua mensagem. Um agente registou-a e responderá aqui. Precisa de mais alguma coisa?',
  },
  keywords: {
    deposit: 'depósito, deposito, depositar, carregar',
    withdraw: 'levantamento, levantar',
    password: 'palavra-passe, password, sessão',
    bonus: 'bónus, bonus, promoção',
  },
};

import type { ChatText } from './shape.js';

export const ptBr: ChatText = {
  liveTitle: 'Chat ao vivo',
  vipTitle: 'Chat VIP',
  roomTitle: 'Sala de bate-papo',
  intro: 'Pergunte o que quiser sobre sua conta, depósitos, saques ou jogos. Um atendente responde aqui.',
  vipIntro: 'Boas-vindas ao atendimento VIP. Seu gerente pessoal responde aqui.',
  roomIntro: 'Converse com outros jogadores. Seja gentil: as mensagens são públicas para a sala toda.',
  placeholder: 'Digite uma mensagem',
  send: 'Enviar',
  you: 'Você',
  agent: 'Atendente',
  vipAgent: 'Gerente VIP',
  host: 'Anfitrião',
  empty: 'Ainda não há mensagens.',
  failed: 'Não foi possível enviar a mensagem. Tente de novo.',
  expired: 'Este link do chat expirou. Feche esta janela e abra a sala de bate-papo de novo.',
  tooLong: 'Uma mensagem pode ter no máximo 500 caracteres.',
  vipPrefix: 'Aqui é o seu gerente VIP. ',
  roomGreeting: 'Boas-vindas à sala de bate-papo! Dê um oi para os outros jogadores.',
  replies: {
    deposit:
      'Depósitos: abra Depositar no topo, escolha um método e siga os passos. Pagamentos online caem assim que o provedor confirma.',
    withdraw:
      'Saques: defina uma senha de pagamento e vincule uma conta bancária na central do membro, depois solicite o valor. Nossa equipe analisa em breve.',
    password:
      'Senha: use "Esqueci minha senha" no login para redefinir por e-mail ou celular, ou troque na central do membro.',
    bonus: 'Promoções: veja a página de Promoções para saber do que você pode participar e resgatar.',
    other:
      'Obrigado pela mensagem. Um atendente anotou e vai responder aqui. Posso ajudar em mais alguma coisa?',
  },
  keywords: {
    deposit: 'depósito, deposito, depositar, pix',
    withdraw: 'saque, sacar, retirada',
    password: 'senha, login, entrar',
    bonus: 'bônus, bonus, promoção, promo',
  },
};

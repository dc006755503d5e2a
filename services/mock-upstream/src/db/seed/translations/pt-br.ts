/**
 * Brazilian Portuguese (PT-BR) of the seed's text: the keys of en.ts, each translated. The words are
 * the portal's own (web/src/locales/pt-BR): Depositar, Sacar, Apostas válidas, Central do agente,
 * Atendimento ao cliente, Jogo responsável, rollover; the player is addressed as você.
 */
import type { SeedTexts } from './en.js';

export const ptBr: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} é o seu código para entrar. Ele expira em {minutes} minutos. Não compartilhe com ninguém.',
      register:
        '{brand}: {code} é o seu código de cadastro. Ele expira em {minutes} minutos. Não compartilhe com ninguém.',
      resetPassword:
        '{brand}: {code} é o seu código para redefinir a senha. Ele expira em {minutes} minutos. Não compartilhe com ninguém.',
      loginIp:
        '{brand}: {code} é o seu código para confirmar o acesso de um novo dispositivo. Ele expira em {minutes} minutos. Não compartilhe com ninguém.',
      bindMobile:
        '{brand}: {code} é o seu código para vincular este número. Ele expira em {minutes} minutos. Não compartilhe com ninguém.',
    },
    emailCode: {
      subject: '{brand}: confirme seu e-mail',
      body: 'Seu código é {code}. Ele expira em {minutes} minutos. Não compartilhe com ninguém.',
    },
    passwordReset: {
      subject: '{brand}: redefina sua senha',
      body: 'Olá, {name},\n\nAbra este link em até 30 minutos para criar uma nova senha:\n{link}\n\nSe você não fez essa solicitação, ignore este e-mail.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Todos os direitos reservados. Jogue com responsabilidade: proibido para menores de 18 anos.',
  },
  pictures: {
    bannerSubtitle: '18+ · Jogue com responsabilidade',
  },
  clubLabels: {
    member: 'Membro',
    silver: 'Prata',
    gold: 'Ouro',
    diamond: 'Diamante',
  },
  depositChannels: {
    bankTransfer: 'Transferência bancária',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bônus de boas-vindas de 100% até $500',
    'lucky-lanterns-jackpot-week': 'Semana do Jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Entre na nossa comunidade no Telegram',
    'slots-cashback-every-monday': 'Cashback em slots toda segunda-feira',
    'new-from-jili-this-month': 'Lançamentos da JILI do mês',
    'lucky-lotus-raffle': 'Sorteio Lucky Lotus',
    'fishing-frenzy-tournament': 'Torneio Fishing Frenzy',
    'card-masters-league': 'Liga dos Mestres do Baralho',
    'football-weekend-boost': 'Odds turbinadas no futebol de fim de semana',
    'esports-world-finals': 'Finais Mundiais de E-sports',
    'keno-every-minute': 'Keno a cada minuto',
    'get-the-lucky-lotus-app': 'Baixe o App Lucky Lotus',
    'all-promotions-in-one-place': 'Todas as promoções em um só lugar',
    'become-an-agent-earn-together': 'Seja um agente e ganhe com a gente',
    'redeem-points-for-rewards': 'Troque pontos por prêmios',
    'we-are-here-24-7': 'Estamos com você 24/7',
    'welcome-back': 'Que bom ver você de novo',
    'sign-up-and-claim-your-bonus': 'Cadastre-se e resgate seu bônus',
    'deposit-top-20': 'TOP 20 em depósitos',
    'valid-bet-top-20': 'TOP 20 em apostas válidas',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Manutenção programada da Microgaming',
      content:
        '<p>Os jogos da Microgaming estão em manutenção programada. Enquanto isso, experimente nossos outros <a href="/rng">provedores de slots</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Novo método de pagamento disponível',
      content:
        '<p>Agora você pode depositar por <strong>transferência bancária instantânea</strong>. O dinheiro cai em menos de um minuto.</p>',
    },
    'secure-your-account': {
      title: 'Proteja sua conta',
      content:
        '<p>Para sua segurança, nunca compartilhe sua senha nem seus códigos de verificação. Nossa equipe <em>nunca</em> vai pedir esses dados.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Celebração do Ano-Novo Lunar',
      content:
        '<p>Comemore com a gente! Envelopes vermelhos todos os dias para todos os membros ativos de <strong>1 a 15 de fevereiro</strong>.</p><ul><li>Entre todos os dias</li><li>Jogue qualquer jogo</li><li>Resgate na Central de recompensas</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback semanal em slots',
      content:
        '<p>Receba até <strong>10% de cashback</strong> sobre as perdas líquidas em slots toda segunda-feira. Sem rollover.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bônus de indicação',
      content:
        '<p>Convide amigos com seu link de convite e ganhe <strong>$10</strong> por cada amigo que fizer o primeiro depósito.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Boas-vindas à Lucky Lotus',
      content:
        '<p>Obrigado por escolher a Lucky Lotus. Descubra mais de 400 jogos entre slots, cassino ao vivo, esportes e loteria.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Saques mais rápidos no fim de semana',
      content:
        '<p>Os saques solicitados aos sábados e domingos agora são processados em até <strong>30 minutos</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Prêmios do TOP 20 em depósitos todo mês',
      content:
        '<p>Os 20 membros com os maiores depósitos do mês dividem uma premiação de <strong>$5.000</strong>. Confira o <a href="/deposit-rank">TOP 20 em depósitos</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Prêmios do TOP 20 em apostas válidas',
      content:
        '<p>Suba no <a href="/bet-rank">TOP 20 em apostas válidas</a> e ganhe giros grátis e prêmios em dinheiro no fim de cada mês.</p>',
    },
    'update-your-contact-details': {
      title: 'Atualize seus dados de contato',
      content:
        '<p>Mantenha seu número de celular e seu e-mail atualizados para que possamos falar com você sobre seus saques e códigos de segurança.</p>',
    },
    'play-responsibly': {
      title: 'Jogue com responsabilidade',
      content:
        '<p>Defina limites de depósito e faça pausas. Acesse nossa <a href="/help">Central de ajuda</a> para conhecer as ferramentas de jogo responsável.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'A comissão de agente é paga toda segunda-feira',
      content:
        '<p>A comissão da semana anterior é creditada na sua carteira principal toda segunda-feira antes das 12:00. Confira em <b>Meus ganhos</b>, na central do agente.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Novidade: links de convite com QR code',
      content:
        '<p>Crie até 20 links de convite em <b>Abrir conta</b>, para jogadores ou subagentes, e acompanhe quantos se cadastraram por cada link.</p>',
    },
  },
  help: {
    categories: {
      about: 'Sobre nós',
      policies: 'Regras e políticas',
      affiliates: 'Afiliados',
      banking: 'Depósitos e saques',
      faq: 'Perguntas frequentes',
    },
    articles: {
      'about-company': {
        title: 'Sobre a empresa',
        content:
          '<h2>Sobre a Lucky Lotus</h2><p>A Lucky Lotus é uma marca de entretenimento online com slots, cassino ao vivo, pescaria, jogos de cartas, esportes, e-sports e loteria. Trabalhamos apenas com provedores de jogos certificados e geradores de números aleatórios auditados.</p>',
      },
      'contact-us': {
        title: 'Fale conosco',
        content:
          '<h2>Fale conosco</h2><p>Nossa equipe de atendimento está disponível 24 horas por dia, 7 dias por semana.</p><ul><li>Chat ao vivo: pelo botão de atendimento ao cliente</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Termos e Condições Gerais',
        content:
          '<h2>Termos e Condições Gerais</h2><p>Ao criar uma conta, você confirma que tem pelo menos 18 anos e que jogos online são permitidos onde você mora.</p><ol><li>Uma conta por pessoa, residência e dispositivo.</li><li>Cada bônus tem seus próprios requisitos de rollover.</li><li>Podemos suspender contas envolvidas em fraude ou abuso.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Jogo responsável',
        content:
          '<h2>Jogo responsável</h2><p>Jogar tem que ser diversão. Defina limites de depósito, faça pausas regulares e nunca tente recuperar o que perdeu. Você pode pedir uma pausa temporária ou a autoexclusão a qualquer momento pelo atendimento ao cliente.</p>',
      },
      'privacy-policy': {
        title: 'Política de privacidade',
        content:
          '<h2>Política de privacidade</h2><p>Coletamos apenas os dados necessários para manter sua conta e cumprir as obrigações legais. As senhas são armazenadas com hash, os dados de pagamento são criptografados e nunca vendemos dados pessoais.</p>',
      },
      'refund-policy': {
        title: 'Política de reembolso',
        content:
          '<h2>Política de reembolso</h2><p>Os depósitos creditados no seu saldo podem ser sacados após o cumprimento do rollover. Reembolsos de transações que falharam são devolvidos ao método de pagamento original em até 3 dias úteis.</p>',
      },
      affiliates: {
        title: 'Afiliados',
        content:
          '<h2>Programa de afiliados</h2><p>Ganhe comissão com os jogadores que você indicar. Os agentes têm uma central do agente exclusiva, com relatórios da equipe, contratos e opções de salário diário. Inscreva-se na página <a href="/join">Seja um agente</a>.</p>',
      },
      'agent-programme': {
        title: 'Programa de agentes',
        content:
          '<h2>Seja um agente Lucky Lotus</h2><p>Monte sua própria equipe de jogadores e ganhe todos os dias com as apostas deles. Nossos agentes tocam o negócio por uma central do agente exclusiva: abrem contas para novos jogadores, acompanham as apostas e o lucro da equipe e fecham contratos com a própria rede.</p><h3>Quanto você ganha</h3><table><thead><tr><th>Jogadores ativos no mês</th><th>Comissão sobre a receita líquida</th></tr></thead><tbody><tr><td>5 a 19</td><td>25%</td></tr><tr><td>20 a 49</td><td>35%</td></tr><tr><td>50 ou mais</td><td>45%</td></tr></tbody></table><ul><li><strong>Contratos de dividendos</strong> pagos a cada período com base nos resultados da sua equipe.</li><li><strong>Salário diário e por hora</strong> sobre as apostas válidas da sua equipe.</li><li><strong>Salário em tempo real</strong> acertado a cada 5 minutos.</li></ul><h3>Como participar</h3><ol><li>Cadastre uma conta de jogador (é grátis).</li><li>Fale com o atendimento ao cliente e peça para virar agente, ou use o link de convite de um agente.</li><li>Depois da aprovação, abra a central do agente pelo menu da sua conta e compartilhe seu código de afiliado.</li></ol><p>Os agentes devem ter pelo menos 18 anos e seguir nossos Termos Gerais e as regras de Jogo responsável.</p>',
      },
      'how-to-deposit': {
        title: 'Como depositar',
        content:
          '<h2>Como depositar</h2><ol><li>Entre na sua conta e toque em <strong>Depositar</strong>.</li><li>Escolha um método de pagamento e informe o valor.</li><li>Siga as instruções; seu saldo é atualizado assim que o pagamento for confirmado.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Como sacar',
        content:
          '<h2>Como sacar</h2><ol><li>Adicione um cartão bancário na central do membro.</li><li>Toque em <strong>Sacar</strong>, informe o valor e sua senha de pagamento.</li><li>Os saques costumam ser processados em até 30 minutos.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Esqueci minha senha',
        content:
          '<p>Use <strong>Esqueceu a senha?</strong> na janela de login para redefini-la por e-mail ou pelo número de celular.</p>',
      },
      'faq-free-play': {
        title: 'Posso jogar de graça?',
        content:
          '<p>Sim. Os jogos marcados com <em>Modo grátis</em> podem ser jogados com uma conta de teste, sem depósito.</p>',
      },
      'faq-game-maintenance': {
        title: 'Um jogo aparece em manutenção',
        content:
          '<p>Os provedores às vezes pausam os jogos para atualizações. Tente outro jogo e volte mais tarde.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Boas-vindas ao portal',
      content:
        '<p>Seja bem-vindo! Sua conta está pronta. Acesse a <strong>central do membro</strong> para criar sua senha de pagamento e vincular um cartão bancário.</p>',
    },
    'weekend-bonus': {
      title: 'Bônus de depósito de fim de semana',
      content:
        '<p>Deposite neste fim de semana e ganhe um <strong>bônus de 10%</strong> de até 500.</p><ul><li>Depósito mínimo de 100</li><li>Rollover de 5x</li></ul>',
    },
    maintenance: {
      title: 'Manutenção programada',
      content:
        '<p>Alguns jogos ficarão indisponíveis na terça-feira das 02:00 às 04:00 (GMT+7) para manutenção.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Exclusivos do portal',
    'PVP:DEMO': 'Exclusivos do portal',
    'LIVE:DEMO': 'Exclusivos do portal',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Exclusivos do portal',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Exclusivos do portal',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Exclusivos do portal',
    'RNG:JILI': 'Slots JILI',
    'LIVE:DS88': 'Rinha de galo DS88',
    'FISH:JILI': 'Pescaria JILI',
    'FISH:FC': 'Pescaria Fa Chai',
    'FISH:JDB': 'Pescaria JDB',
    'FISH:KA': 'Pescaria KA',
    'PVP:KY': 'Cartas Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Loteria do Vietnã',
    'LOTT:TCG': 'Loteria TCG',
    'ELOTT:TCG_ELOTT': 'Loteria eletrônica TCG',
    'ELOTT:SGW': 'Loteria rápida SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Loteria do Sudeste Asiático',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Bacará ao vivo',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Apostas esportivas',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Caçador do Recife',
    'TCG_LOTTO_VN:VNMB': 'Loteria do Norte',
    'TCG_LOTTO_VN:VNMN': 'Loteria do Sul',
    'TCG_LOTTO_VN:VNMT': 'Loteria do Centro',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanói VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Rápida 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super Rápida 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Campeonato Derby',
    'DS88:DS88L103': 'Evento principal ao vivo',
  },
  promotions: {
    terms:
      'Um resgate por membro. A casa pode cancelar um bônus obtido de forma abusiva. O valor do bônus precisa cumprir o rollover indicado antes de ser sacado.',
    list: {
      welcome: {
        title: 'Bônus de boas-vindas de 100% até 500',
        summary: 'Dobre seu primeiro depósito: participe, deposite pelo menos 10 e ganhe até 500.',
        body: '<p>Chegou agora? Participe desta promoção e faça um depósito de <b>10 ou mais</b>. Cobrimos <b>100%</b> do valor até <b>500</b>.</p><p>O bônus tem rollover de 5x antes do saque.</p>',
      },
      cashback: {
        title: 'Cashback semanal em slots de 5%',
        summary: 'Receba de volta 5% das suas perdas líquidas em slots no fim da semana, até 200.',
        body: '<p>Participe, jogue seus slots favoritos a semana toda e resgate <b>5%</b> das suas perdas líquidas quando a semana acabar.</p>',
      },
      share: {
        title: 'Compartilhe seu grande ganho',
        summary: 'Mande um print de um grande ganho e receba um prêmio de até 88.',
        body: '<p>Ganhou alto? Participe com um comentário curto e até três prints da tela (png ou jpg, até 5 MB cada). Nossa equipe analisa cada pedido em até 24 horas.</p>',
      },
      birthday: {
        title: 'Presente de aniversário VIP',
        summary: 'Membros VIP pedem no mês do aniversário e ganham um presente nosso.',
        body: '<p>Feliz aniversário! Faça seu pedido no mês do seu aniversário e nossa equipe VIP vai enviar um presente para você.</p>',
      },
      raffle: {
        title: 'Sorteio Lucky Lotus',
        summary: 'Uma chance a cada 100 depositados. Prêmios de até 888!',
        body: '<p>Participe, deposite e concorra: cada <b>100</b> depositados valem uma chance. Cada sorteio é definido no nosso servidor com um hash de semente publicado, que você pode conferir depois.</p>',
      },
      lunar: {
        title: 'Recarga de Ano-Novo Lunar 30%',
        summary: 'Participe e deposite 50 ou mais: ganhe 30% desse depósito, até 300 (uma vez por membro).',
        body: '<p>Comemore o ano novo: participe desta promoção, faça um depósito de <b>50 ou mais</b> e ganhe <b>30%</b> dele como bônus, até <b>300</b>. Um bônus por membro.</p><p>O bônus tem rollover de 3x antes do saque.</p>',
      },
      summer: {
        title: 'Bônus de recarga de verão 20%',
        summary: 'Esta promoção já terminou. Obrigado por participar!',
        body: '<p>20% em recargas de 20 ou mais, até 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Prêmio máximo 888',
      'gold-prize-88': 'Prêmio ouro 88',
      'silver-prize-8': 'Prêmio prata 8',
      'lucky-prize-1': 'Prêmio da sorte 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Cupom de bônus de $5',
      description:
        'Um cupom de bônus de $5, liberado pelo atendimento ao cliente quando a troca for aprovada.',
    },
    'free-spins-20': {
      name: '20 giros grátis',
      description: 'Vinte giros grátis no slot Lucky Lotus.',
    },
    'vip-week': {
      name: 'Passe VIP de 1 semana',
      description: 'Sete dias de atendimento VIP e saques mais rápidos.',
    },
    'lotus-mug': {
      name: 'Caneca Lucky Lotus',
      description: 'Uma caneca de cerâmica com o logo da Lucky Lotus, entregue na sua casa.',
    },
    'lotus-tshirt': {
      name: 'Camiseta Lucky Lotus',
      description: 'Camiseta de algodão; pontos mais uma pequena taxa de entrega.',
    },
    earbuds: {
      name: 'Fones de ouvido sem fio',
      description: 'Fones Bluetooth com estojo de carregamento.',
    },
  },
  missions: {
    'daily-slots-20': 'Jogue 20 rodadas de slots',
    'daily-bet-1000': 'Aposte 1.000,00 em qualquer jogo',
    'daily-deposit-500': 'Deposite 500,00',
    'weekly-login-3': 'Entre 3 dias seguidos',
    'weekly-live-100': 'Jogue 100 rodadas de cassino ao vivo',
    'weekly-bet-10000': 'Aposte 10.000,00 nesta semana',
  },
};

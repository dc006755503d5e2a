/**
 * European Portuguese (PT) of the seed's text: the keys of en.ts, each translated. The words are the
 * portal's own (web/src/locales/pt): Depositar, Levantar, Apostas válidas, Área de agente, Apoio ao
 * cliente, Jogo responsável; the player is addressed as tu, as the portal does. Amounts are written
 * as in Portugal (500 $, 1000,00).
 */
import type { SeedTexts } from './en.js';

export const pt: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} é o teu código para iniciar sessão. Expira em {minutes} minutos. Nunca o partilhes.',
      register: '{brand}: {code} é o teu código de registo. Expira em {minutes} minutos. Nunca o partilhes.',
      resetPassword:
        '{brand}: {code} é o teu código para repor a palavra-passe. Expira em {minutes} minutos. Nunca o partilhes.',
      loginIp:
        '{brand}: {code} é o teu código para confirmar o início de sessão num novo dispositivo. Expira em {minutes} minutos. Nunca o partilhes.',
      bindMobile:
        '{brand}: {code} é o teu código para associar este número. Expira em {minutes} minutos. Nunca o partilhes.',
    },
    emailCode: {
      subject: '{brand}: confirma o teu e-mail',
      body: 'O teu código é {code}. Expira em {minutes} minutos. Nunca o partilhes.',
    },
    passwordReset: {
      subject: '{brand}: repõe a tua palavra-passe',
      body: 'Olá {name},\n\nAbre esta ligação nos próximos 30 minutos para escolheres uma nova palavra-passe:\n{link}\n\nSe não foste tu a pedir, ignora este e-mail.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Todos os direitos reservados. Joga com responsabilidade: apenas para maiores de 18 anos.',
  },
  pictures: {
    bannerSubtitle: '18+ · Joga com responsabilidade',
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
    'welcome-bonus-100-up-to-500': 'Bónus de boas-vindas de 100% até 500 $',
    'lucky-lanterns-jackpot-week': 'Semana do Jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Junta-te à nossa comunidade no Telegram',
    'slots-cashback-every-monday': 'Cashback em slots todas as segundas-feiras',
    'new-from-jili-this-month': 'Novidades da JILI este mês',
    'lucky-lotus-raffle': 'Sorteio Lucky Lotus',
    'fishing-frenzy-tournament': 'Torneio Fishing Frenzy',
    'card-masters-league': 'Liga dos Mestres das Cartas',
    'football-weekend-boost': 'Odds aumentadas no futebol ao fim de semana',
    'esports-world-finals': 'Finais Mundiais de Esports',
    'keno-every-minute': 'Keno a cada minuto',
    'get-the-lucky-lotus-app': 'Descarrega a App Lucky Lotus',
    'all-promotions-in-one-place': 'Todas as promoções num só lugar',
    'become-an-agent-earn-together': 'Torna-te agente e ganha connosco',
    'redeem-points-for-rewards': 'Troca pontos por prémios',
    'we-are-here-24-7': 'Estamos cá para ti 24/7',
    'welcome-back': 'Bem-vindo de volta',
    'sign-up-and-claim-your-bonus': 'Regista-te e recebe o teu bónus',
    'deposit-top-20': 'TOP 20 em depósitos',
    'valid-bet-top-20': 'TOP 20 em apostas válidas',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Manutenção programada da Microgaming',
      content:
        '<p>Os jogos da Microgaming estão em manutenção programada. Entretanto, experimenta os nossos outros <a href="/rng">fornecedores de slots</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Novo método de pagamento disponível',
      content:
        '<p>Já podes depositar por <strong>transferência bancária imediata</strong>. O dinheiro chega em menos de um minuto.</p>',
    },
    'secure-your-account': {
      title: 'Protege a tua conta',
      content:
        '<p>Para tua segurança, nunca partilhes a tua palavra-passe nem os códigos de verificação. A nossa equipa <em>nunca</em> tos vai pedir.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Celebração do Ano Novo Lunar',
      content:
        '<p>Celebra connosco! Envelopes vermelhos diários para todos os membros ativos de <strong>1 a 15 de fevereiro</strong>.</p><ul><li>Inicia sessão todos os dias</li><li>Joga qualquer jogo</li><li>Resgata no Centro de recompensas</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback semanal em slots',
      content:
        '<p>Recebe até <strong>10% de cashback</strong> sobre as perdas líquidas em slots todas as segundas-feiras. Sem requisito de apostas.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bónus por convidar amigos',
      content:
        '<p>Convida amigos com a tua ligação de convite e ganha <strong>10 $</strong> por cada amigo que faça o primeiro depósito.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Bem-vindo à Lucky Lotus',
      content:
        '<p>Obrigado por escolheres a Lucky Lotus. Descobre mais de 400 jogos entre slots, casino ao vivo, desporto e lotaria.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Levantamentos mais rápidos ao fim de semana',
      content:
        '<p>Os levantamentos pedidos ao sábado e ao domingo são agora processados em <strong>30 minutos</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Prémios do TOP 20 em depósitos todos os meses',
      content:
        '<p>Os 20 membros com os depósitos mais altos do mês dividem um prémio de <strong>5000 $</strong>. Consulta o <a href="/deposit-rank">TOP 20 em depósitos</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Prémios do TOP 20 em apostas válidas',
      content:
        '<p>Sobe no <a href="/bet-rank">TOP 20 em apostas válidas</a> e ganha rodadas grátis e prémios em dinheiro no final de cada mês.</p>',
    },
    'update-your-contact-details': {
      title: 'Atualiza os teus dados de contacto',
      content:
        '<p>Mantém o teu número de telemóvel e o teu e-mail atualizados para te podermos contactar sobre os teus levantamentos e códigos de segurança.</p>',
    },
    'play-responsibly': {
      title: 'Joga com responsabilidade',
      content:
        '<p>Define limites de depósito e faz pausas. Visita o nosso <a href="/help">Centro de ajuda</a> para conheceres as ferramentas de jogo responsável.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'A comissão de agente é paga todas as segundas-feiras',
      content:
        '<p>A comissão da semana anterior é creditada na tua carteira principal todas as segundas-feiras antes das 12:00. Consulta <b>Os meus rendimentos</b> na área de agente.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Novidade: ligações de convite com código QR',
      content:
        '<p>Cria até 20 ligações de convite em <b>Abrir conta</b>, para jogadores ou para subagentes, e acompanha quantos se registaram através de cada uma.</p>',
    },
  },
  help: {
    categories: {
      about: 'Sobre nós',
      policies: 'Regras e políticas',
      affiliates: 'Afiliados',
      banking: 'Depósitos e levantamentos',
      faq: 'Perguntas frequentes',
    },
    articles: {
      'about-company': {
        title: 'Sobre a empresa',
        content:
          '<h2>Sobre a Lucky Lotus</h2><p>A Lucky Lotus é uma marca de entretenimento online com slots, casino ao vivo, pesca, jogos de cartas, desporto, esports e lotaria. Trabalhamos apenas com fornecedores de jogos certificados e geradores de números aleatórios auditados.</p>',
      },
      'contact-us': {
        title: 'Contacta-nos',
        content:
          '<h2>Contacta-nos</h2><p>A nossa equipa de apoio está disponível 24 horas por dia, 7 dias por semana.</p><ul><li>Chat ao vivo: no botão de apoio ao cliente</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Termos e Condições Gerais',
        content:
          '<h2>Termos e Condições Gerais</h2><p>Ao registares uma conta, confirmas que tens pelo menos 18 anos e que o jogo online é legal onde vives.</p><ol><li>Uma conta por pessoa, por agregado familiar e por dispositivo.</li><li>Os bónus estão sujeitos aos seus próprios requisitos de apostas.</li><li>Podemos suspender contas envolvidas em fraude ou abuso.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Jogo responsável',
        content:
          '<h2>Jogo responsável</h2><p>Jogar deve ser divertido. Define limites de depósito, faz pausas regulares e nunca tentes recuperar perdas. Podes pedir um período de pausa ou a autoexclusão a qualquer momento através do apoio ao cliente.</p>',
      },
      'privacy-policy': {
        title: 'Política de privacidade',
        content:
          '<h2>Política de privacidade</h2><p>Recolhemos apenas os dados necessários para gerir a tua conta e cumprir as obrigações legais. As palavras-passe são guardadas em hash, os dados de pagamento são encriptados e nunca vendemos dados pessoais.</p>',
      },
      'refund-policy': {
        title: 'Política de reembolso',
        content:
          '<h2>Política de reembolso</h2><p>Os depósitos creditados no teu saldo podem ser levantados depois de cumprido o requisito de apostas. Os reembolsos de transações falhadas são devolvidos ao método de pagamento original no prazo de 3 dias úteis.</p>',
      },
      affiliates: {
        title: 'Afiliados',
        content:
          '<h2>Programa de afiliados</h2><p>Ganha comissões com os jogadores que trazes. Os agentes têm uma área de agente própria com relatórios da equipa, contratos e opções de salário diário. Candidata-te na página <a href="/join">Torna-te agente</a>.</p>',
      },
      'agent-programme': {
        title: 'Programa de agentes',
        content:
          '<h2>Torna-te agente da Lucky Lotus</h2><p>Cria a tua própria equipa de jogadores e ganha todos os dias com o jogo deles. Os nossos agentes gerem o negócio a partir de uma área de agente própria: abrem contas para novos jogadores, acompanham as apostas e os lucros da equipa e acordam contratos com a sua própria rede.</p><h3>Quanto ganhas</h3><table><thead><tr><th>Jogadores ativos no mês</th><th>Comissão sobre a receita líquida</th></tr></thead><tbody><tr><td>5 a 19</td><td>25%</td></tr><tr><td>20 a 49</td><td>35%</td></tr><tr><td>50 ou mais</td><td>45%</td></tr></tbody></table><ul><li><strong>Contratos de dividendos</strong> pagos em cada período sobre os resultados da tua equipa.</li><li><strong>Salário diário e por hora</strong> sobre as apostas válidas da tua equipa.</li><li><strong>Salário em tempo real</strong> liquidado a cada 5 minutos.</li></ul><h3>Como aderir</h3><ol><li>Regista uma conta de jogador (é grátis).</li><li>Contacta o apoio ao cliente e pede para seres agente, ou usa a ligação de convite de um agente existente.</li><li>Depois de aprovado, abre a área de agente a partir do menu da tua conta e partilha o teu código de afiliado.</li></ol><p>Os agentes têm de ter pelo menos 18 anos e cumprir os nossos Termos Gerais e as regras de Jogo responsável.</p>',
      },
      'how-to-deposit': {
        title: 'Como depositar',
        content:
          '<h2>Como depositar</h2><ol><li>Inicia sessão e carrega em <strong>Depositar</strong>.</li><li>Escolhe um método de pagamento e introduz o montante.</li><li>Segue as instruções; o teu saldo é atualizado assim que o pagamento for confirmado.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Como levantar',
        content:
          '<h2>Como levantar</h2><ol><li>Adiciona um cartão bancário na área de membro.</li><li>Carrega em <strong>Levantar</strong> e introduz o montante e a tua palavra-passe de pagamento.</li><li>Os levantamentos são normalmente processados em 30 minutos.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Esqueci-me da palavra-passe',
        content:
          '<p>Usa <strong>Esqueceste-te da palavra-passe?</strong> na janela de início de sessão para a repores por e-mail ou pelo número de telemóvel.</p>',
      },
      'faq-free-play': {
        title: 'Posso experimentar os jogos grátis?',
        content:
          '<p>Sim. Os jogos marcados com <em>Jogo gratuito</em> podem ser jogados com uma conta de teste, sem depósito.</p>',
      },
      'faq-game-maintenance': {
        title: 'Um jogo diz que está em manutenção',
        content:
          '<p>Os fornecedores colocam por vezes os jogos em pausa para atualizações. Experimenta outro jogo e volta mais tarde.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Bem-vindo ao portal',
      content:
        '<p>Bem-vindo! A tua conta está pronta. Vai à <strong>área de membro</strong> para definires a palavra-passe de pagamento e associares um cartão bancário.</p>',
    },
    'weekend-bonus': {
      title: 'Bónus de depósito de fim de semana',
      content:
        '<p>Deposita este fim de semana e recebe um <strong>bónus de 10%</strong> até 500.</p><ul><li>Depósito mínimo de 100</li><li>Requisito de apostas: 5x</li></ul>',
    },
    maintenance: {
      title: 'Manutenção programada',
      content:
        '<p>Alguns jogos vão estar indisponíveis na terça-feira das 02:00 às 04:00 (GMT+7) para manutenção.</p>',
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
    'LIVE:DS88': 'Luta de galos DS88',
    'FISH:JILI': 'Pesca JILI',
    'FISH:FC': 'Pesca Fa Chai',
    'FISH:JDB': 'Pesca JDB',
    'FISH:KA': 'Pesca KA',
    'PVP:KY': 'Cartas Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Lotaria do Vietname',
    'LOTT:TCG': 'Lotaria TCG',
    'ELOTT:TCG_ELOTT': 'Lotaria eletrónica TCG',
    'ELOTT:SGW': 'Lotaria rápida SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Lotaria do Sudeste Asiático',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Bacará ao vivo',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Apostas desportivas',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Caçador do Recife',
    'TCG_LOTTO_VN:VNMB': 'Lotaria do Norte',
    'TCG_LOTTO_VN:VNMN': 'Lotaria do Sul',
    'TCG_LOTTO_VN:VNMT': 'Lotaria do Centro',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanói VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Rápida 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super Rápida 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Campeonato Derby',
    'DS88:DS88L103': 'Evento principal em direto',
  },
  promotions: {
    terms:
      'Cada membro só pode resgatar uma vez. A marca pode retirar um bónus obtido de forma abusiva. O dinheiro de bónus tem de ser apostado conforme indicado antes de poder ser levantado.',
    list: {
      welcome: {
        title: 'Bónus de boas-vindas de 100% até 500',
        summary: 'Duplica o teu primeiro depósito: adere, deposita pelo menos 10 e recebe até 500.',
        body: '<p>És novo por cá? Adere a esta promoção e faz um depósito de <b>10 ou mais</b>. Oferecemos <b>100%</b> do valor até <b>500</b>.</p><p>O bónus tem de ser apostado 5 vezes antes do levantamento.</p>',
      },
      cashback: {
        title: 'Cashback semanal em slots de 5%',
        summary: 'Recebe de volta 5% das tuas perdas líquidas em slots no fim da semana, até 200.',
        body: '<p>Adere, joga as tuas slots favoritas durante a semana e resgata <b>5%</b> das tuas perdas líquidas quando a semana acabar.</p>',
      },
      share: {
        title: 'Partilha o teu grande prémio',
        summary: 'Envia-nos uma captura de ecrã de um grande prémio e recebe até 88.',
        body: '<p>Ganhaste em grande? Candidata-te com um pequeno comentário e até três capturas de ecrã (png ou jpg, 5 MB cada). A nossa equipa analisa cada candidatura em 24 horas.</p>',
      },
      birthday: {
        title: 'Presente de aniversário VIP',
        summary: 'Os membros VIP candidatam-se no mês de aniversário e recebem um presente nosso.',
        body: '<p>Feliz aniversário! Candidata-te durante o mês do teu aniversário e a nossa equipa VIP envia-te um presente.</p>',
      },
      raffle: {
        title: 'Sorteio Lucky Lotus',
        summary: 'Uma participação por cada 100 depositados. Prémios até 888!',
        body: '<p>Adere, deposita e participa: cada <b>100</b> que depositas dá-te uma participação. Cada sorteio é decidido no nosso servidor com um hash de semente publicado, que podes verificar depois.</p>',
      },
      lunar: {
        title: 'Recarga do Ano Novo Lunar 30%',
        summary: 'Adere e deposita 50 ou mais: recebe 30% desse depósito, até 300 (uma vez por membro).',
        body: '<p>Celebra o novo ano: adere a esta promoção, faz um depósito de <b>50 ou mais</b> e recebe <b>30%</b> como bónus, até <b>300</b>. Um bónus por membro.</p><p>O bónus tem de ser apostado 3 vezes antes do levantamento.</p>',
      },
      summer: {
        title: 'Bónus de recarga de verão 20%',
        summary: 'Esta promoção terminou. Obrigado por participares!',
        body: '<p>20% em recargas de 20 ou mais, até 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Grande prémio 888',
      'gold-prize-88': 'Prémio ouro 88',
      'silver-prize-8': 'Prémio prata 8',
      'lucky-prize-1': 'Prémio da sorte 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Vale de bónus de 5 $',
      description: 'Um vale de bónus de 5 $, emitido pelo apoio ao cliente depois de a troca ser aprovada.',
    },
    'free-spins-20': {
      name: '20 rodadas grátis',
      description: 'Vinte rodadas grátis na slot Lucky Lotus.',
    },
    'vip-week': {
      name: 'Passe VIP de uma semana',
      description: 'Sete dias de apoio ao cliente VIP e levantamentos mais rápidos.',
    },
    'lotus-mug': {
      name: 'Caneca Lucky Lotus',
      description: 'Uma caneca de cerâmica com o logótipo Lucky Lotus, entregue à tua porta.',
    },
    'lotus-tshirt': {
      name: 'T-shirt Lucky Lotus',
      description: 'T-shirt de algodão; pontos mais uma pequena taxa de envio.',
    },
    earbuds: {
      name: 'Auriculares sem fios',
      description: 'Auriculares Bluetooth com estojo de carregamento.',
    },
  },
  missions: {
    'daily-slots-20': 'Faz 20 rodadas em slots',
    'daily-bet-1000': 'Aposta 1000,00 em qualquer jogo',
    'daily-deposit-500': 'Deposita 500,00',
    'weekly-login-3': 'Inicia sessão 3 dias seguidos',
    'weekly-live-100': 'Joga 100 rondas de casino ao vivo',
    'weekly-bet-10000': 'Aposta 10 000,00 esta semana',
  },
};

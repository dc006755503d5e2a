/**
 * French (FR) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/fr): Dépôt, Retrait, Mises valides, Espace agent, Service client, Jeu responsable;
 * the player is addressed as vous, as French betting sites do. French typography: a no-break space
 * before ? ! : ; and in amounts (500 $, 5 000 $).
 */
import type { SeedTexts } from './en.js';

export const fr: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand} : {code} est votre code de connexion. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
      register:
        "{brand} : {code} est votre code d'inscription. Il expire dans {minutes} minutes. Ne le communiquez à personne.",
      resetPassword:
        '{brand} : {code} est votre code pour réinitialiser votre mot de passe. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
      loginIp:
        '{brand} : {code} est votre code pour confirmer une connexion depuis un nouvel appareil. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
      bindMobile:
        '{brand} : {code} est votre code pour associer ce numéro. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
    },
    emailCode: {
      subject: '{brand} : confirmez votre adresse e-mail',
      body: 'Votre code est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
    },
    passwordReset: {
      subject: '{brand} : réinitialisez votre mot de passe',
      body: "Bonjour {name},\n\nOuvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe :\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Tous droits réservés. Jouez de manière responsable : réservé aux 18 ans et plus.',
  },
  pictures: {
    bannerSubtitle: '18+ · Jouez de manière responsable',
  },
  clubLabels: {
    member: 'Membre',
    silver: 'Argent',
    gold: 'Or',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Virement bancaire',
  },
  banners: {
    'welcome-bonus-100-up-to-500': "Bonus de bienvenue de 100 % jusqu'à 500 $",
    'lucky-lanterns-jackpot-week': 'La semaine du jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Rejoignez notre communauté Telegram',
    'slots-cashback-every-monday': 'Cashback machines à sous tous les lundis',
    'new-from-jili-this-month': 'Les nouveautés JILI du mois',
    'lucky-lotus-raffle': 'Tombola Lucky Lotus',
    'fishing-frenzy-tournament': 'Tournoi Fishing Frenzy',
    'card-masters-league': 'Ligue des maîtres des cartes',
    'football-weekend-boost': 'Cotes boostées foot tout le week-end',
    'esports-world-finals': "Finales mondiales d'e-sport",
    'keno-every-minute': 'Keno toutes les minutes',
    'get-the-lucky-lotus-app': "Téléchargez l'App Lucky Lotus",
    'all-promotions-in-one-place': 'Toutes les promos au même endroit',
    'become-an-agent-earn-together': 'Devenez agent, gagnons ensemble',
    'redeem-points-for-rewards': 'Échangez vos points contre des cadeaux',
    'we-are-here-24-7': 'À votre service 24h/24, 7j/7',
    'welcome-back': 'Bon retour parmi nous',
    'sign-up-and-claim-your-bonus': 'Inscrivez-vous et récupérez votre bonus',
    'deposit-top-20': 'TOP 20 des dépôts',
    'valid-bet-top-20': 'TOP 20 des mises valides',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Maintenance programmée chez Microgaming',
      content:
        '<p>Les jeux Microgaming sont en maintenance programmée. En attendant, essayez nos autres <a href="/rng">fournisseurs de machines à sous</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Nouveau moyen de paiement disponible',
      content:
        "<p>Vous pouvez désormais déposer par <strong>virement bancaire instantané</strong>. Les fonds arrivent en moins d'une minute.</p>",
    },
    'secure-your-account': {
      title: 'Sécurisez votre compte',
      content:
        '<p>Pour votre sécurité, ne communiquez jamais votre mot de passe ni vos codes de vérification. Notre équipe ne vous les demandera <em>jamais</em>.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Fêtez le Nouvel An lunaire',
      content:
        "<p>Faites la fête avec nous ! Des enveloppes rouges chaque jour pour tous les membres actifs du <strong>1er au 15 février</strong>.</p><ul><li>Connectez-vous chaque jour</li><li>Jouez à n'importe quel jeu</li><li>Récupérez-les dans le Centre des récompenses</li></ul>",
    },
    'weekly-slots-cashback': {
      title: 'Cashback hebdomadaire sur les machines à sous',
      content:
        "<p>Récupérez jusqu'à <strong>10 % de cashback</strong> sur vos pertes nettes aux machines à sous chaque lundi. Sans exigence de mise.</p>",
    },
    'refer-a-friend-bonus': {
      title: 'Bonus de parrainage',
      content:
        '<p>Invitez vos amis avec votre lien de parrainage et gagnez <strong>10 $</strong> pour chaque ami qui effectue un premier dépôt.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Bienvenue sur Lucky Lotus',
      content:
        "<p>Merci d'avoir choisi Lucky Lotus. Découvrez plus de 400 jeux : machines à sous, casino en direct, paris sportifs et loterie.</p>",
    },
    'faster-withdrawals-at-weekends': {
      title: 'Retraits plus rapides le week-end',
      content:
        '<p>Les retraits demandés le samedi et le dimanche sont désormais traités en <strong>30 minutes</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Des prix pour le TOP 20 des dépôts chaque mois',
      content:
        '<p>Les 20 membres ayant le plus déposé dans le mois se partagent une cagnotte de <strong>5 000 $</strong>. Consultez le <a href="/deposit-rank">TOP 20 des dépôts</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Récompenses du TOP 20 des mises valides',
      content:
        '<p>Grimpez dans le <a href="/bet-rank">TOP 20 des mises valides</a> et gagnez des tours gratuits et des récompenses en cash à la fin de chaque mois.</p>',
    },
    'update-your-contact-details': {
      title: 'Mettez à jour vos coordonnées',
      content:
        '<p>Gardez votre numéro de mobile et votre e-mail à jour pour que nous puissions vous contacter au sujet de vos retraits et de vos codes de sécurité.</p>',
    },
    'play-responsibly': {
      title: 'Jouez de manière responsable',
      content:
        '<p>Fixez des limites de dépôt et faites des pauses. Consultez notre <a href="/help">Centre d\'aide</a> pour découvrir les outils de jeu responsable.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'La commission des agents est versée chaque lundi',
      content:
        "<p>La commission de la semaine précédente est créditée sur votre portefeuille principal chaque lundi avant 12:00. Consultez <b>Mes revenus</b> dans l'espace agent.</p>",
    },
    'new-invitation-links-with-qr-codes': {
      title: "Nouveau : des liens d'invitation avec QR code",
      content:
        "<p>Créez jusqu'à 20 liens d'invitation depuis <b>Ouvrir un compte</b>, pour des joueurs ou des sous-agents, et suivez le nombre d'inscriptions obtenues par chacun.</p>",
    },
  },
  help: {
    categories: {
      about: 'À propos',
      policies: 'Règles et politiques',
      affiliates: 'Affiliation',
      banking: 'Dépôts et retraits',
      faq: 'FAQ',
    },
    articles: {
      'about-company': {
        title: "À propos de l'entreprise",
        content:
          "<h2>À propos de Lucky Lotus</h2><p>Lucky Lotus est une marque de divertissement en ligne qui propose des machines à sous, du casino en direct, des jeux de pêche, des jeux de cartes, des paris sportifs, de l'e-sport et de la loterie. Nous travaillons uniquement avec des fournisseurs de jeux certifiés et des générateurs de nombres aléatoires audités.</p>",
      },
      'contact-us': {
        title: 'Nous contacter',
        content:
          '<h2>Nous contacter</h2><p>Notre service client est disponible 24 heures sur 24, 7 jours sur 7.</p><ul><li>Chat en direct : via le bouton Service client</li><li>E-mail : support@luckylotus.example</li><li>Telegram : @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Conditions générales',
        content:
          "<h2>Conditions générales</h2><p>En ouvrant un compte, vous confirmez avoir au moins 18 ans et que les jeux d'argent en ligne sont légaux là où vous résidez.</p><ol><li>Un seul compte par personne, par foyer et par appareil.</li><li>Chaque bonus est soumis à ses propres exigences de mise.</li><li>Nous pouvons suspendre les comptes impliqués dans une fraude ou un abus.</li></ol>",
      },
      'responsible-gaming': {
        title: 'Jeu responsable',
        content:
          '<h2>Jeu responsable</h2><p>Le jeu doit rester un plaisir. Fixez des limites de dépôt, faites régulièrement des pauses et ne cherchez jamais à vous refaire après une perte. Vous pouvez demander à tout moment une période de pause ou une auto-exclusion auprès du service client.</p>',
      },
      'privacy-policy': {
        title: 'Politique de confidentialité',
        content:
          '<h2>Politique de confidentialité</h2><p>Nous ne collectons que les données nécessaires à la gestion de votre compte et au respect de nos obligations légales. Les mots de passe sont stockés sous forme hachée, les données de paiement sont chiffrées et nous ne vendons jamais de données personnelles.</p>',
      },
      'refund-policy': {
        title: 'Politique de remboursement',
        content:
          "<h2>Politique de remboursement</h2><p>Les dépôts crédités sur votre solde peuvent être retirés une fois l'exigence de mise remplie. Les remboursements des transactions échouées sont reversés sur le moyen de paiement d'origine sous 3 jours ouvrés.</p>",
      },
      affiliates: {
        title: 'Affiliation',
        content:
          "<h2>Programme d'affiliation</h2><p>Gagnez des commissions sur les joueurs que vous parrainez. Les agents disposent d'un espace agent dédié avec rapports d'équipe, contrats et options de salaire journalier. Postulez depuis la page <a href=\"/join\">Devenir agent</a>.</p>",
      },
      'agent-programme': {
        title: 'Programme agent',
        content:
          "<h2>Devenez agent Lucky Lotus</h2><p>Constituez votre propre équipe de joueurs et gagnez chaque jour sur leur jeu. Nos agents gèrent leur activité depuis un espace agent dédié : ouverture de comptes pour de nouveaux joueurs, suivi des mises et des bénéfices de l'équipe, contrats négociés avec leurs propres filleuls.</p><h3>Ce que vous gagnez</h3><table><thead><tr><th>Joueurs actifs dans le mois</th><th>Commission sur le revenu net</th></tr></thead><tbody><tr><td>5 à 19</td><td>25 %</td></tr><tr><td>20 à 49</td><td>35 %</td></tr><tr><td>50 ou plus</td><td>45 %</td></tr></tbody></table><ul><li><strong>Contrats de dividendes</strong> versés à chaque période selon les résultats de votre équipe.</li><li><strong>Salaire journalier et horaire</strong> sur les mises valides de votre équipe.</li><li><strong>Salaire en temps réel</strong> réglé toutes les 5 minutes.</li></ul><h3>Comment nous rejoindre</h3><ol><li>Ouvrez un compte joueur (c'est gratuit).</li><li>Contactez le service client pour devenir agent, ou utilisez le lien de parrainage d'un agent existant.</li><li>Une fois validé, ouvrez l'espace agent depuis le menu de votre compte et partagez votre code d'affiliation.</li></ol><p>Les agents doivent avoir au moins 18 ans et respecter nos Conditions générales ainsi que nos règles de Jeu responsable.</p>",
      },
      'how-to-deposit': {
        title: 'Comment faire un dépôt',
        content:
          '<h2>Comment faire un dépôt</h2><ol><li>Connectez-vous et appuyez sur <strong>Dépôt</strong>.</li><li>Choisissez un moyen de paiement et saisissez le montant.</li><li>Suivez les instructions : votre solde est mis à jour dès que le paiement est confirmé.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Comment faire un retrait',
        content:
          "<h2>Comment faire un retrait</h2><ol><li>Ajoutez une carte bancaire dans l'espace membre.</li><li>Appuyez sur <strong>Retrait</strong>, saisissez le montant et votre mot de passe de paiement.</li><li>Les retraits sont généralement traités en 30 minutes.</li></ol>",
      },
      'faq-forgot-password': {
        title: "J'ai oublié mon mot de passe",
        content:
          '<p>Utilisez <strong>Mot de passe oublié ?</strong> dans la fenêtre de connexion pour le réinitialiser par e-mail ou par numéro de mobile.</p>',
      },
      'faq-free-play': {
        title: 'Puis-je essayer les jeux gratuitement ?',
        content:
          "<p>Oui. Les jeux marqués <em>Jeu gratuit</em> peuvent être joués avec un compte d'essai, sans dépôt.</p>",
      },
      'faq-game-maintenance': {
        title: "Un jeu indique qu'il est en maintenance",
        content:
          '<p>Les fournisseurs mettent parfois leurs jeux en pause pour des mises à jour. Essayez un autre jeu et revenez plus tard.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Bienvenue sur le portail',
      content:
        "<p>Bienvenue ! Votre compte est prêt. Rendez-vous dans l'<strong>espace membre</strong> pour définir un mot de passe de paiement et associer une carte bancaire.</p>",
    },
    'weekend-bonus': {
      title: 'Bonus de dépôt du week-end',
      content:
        "<p>Déposez ce week-end et recevez un <strong>bonus de 10 %</strong> jusqu'à 500.</p><ul><li>Dépôt minimum : 100</li><li>Exigence de mise : x5</li></ul>",
    },
    maintenance: {
      title: 'Maintenance programmée',
      content:
        '<p>Certains jeux seront indisponibles le mardi de 02:00 à 04:00 (GMT+7) pour maintenance.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Exclusivités du portail',
    'PVP:DEMO': 'Exclusivités du portail',
    'LIVE:DEMO': 'Exclusivités du portail',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Exclusivités du portail',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Exclusivités du portail',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Exclusivités du portail',
    'RNG:JILI': 'Machines à sous JILI',
    'LIVE:DS88': 'Combats de coqs DS88',
    'FISH:JILI': 'Jeux de pêche JILI',
    'FISH:FC': 'Jeux de pêche Fa Chai',
    'FISH:JDB': 'Jeux de pêche JDB',
    'FISH:KA': 'Jeux de pêche KA',
    'PVP:KY': 'Jeux de cartes Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Loterie du Vietnam',
    'LOTT:TCG': 'Loterie TCG',
    'ELOTT:TCG_ELOTT': 'Loterie électronique TCG',
    'ELOTT:SGW': 'Loto rapide SGWin',
    'LOTT:TCG_LOTTO_SEA': "Loterie d'Asie du Sud-Est",
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccara en direct',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Paris sportifs',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Chasseur du Récif',
    'TCG_LOTTO_VN:VNMB': 'Loterie du Nord',
    'TCG_LOTTO_VN:VNMN': 'Loterie du Sud',
    'TCG_LOTTO_VN:VNMT': 'Loterie du Centre',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoï VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Hô Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Rapide 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super Rapide 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arène Sabong',
    'DS88:DS88L102': 'Championnat Derby',
    'DS88:DS88L103': 'Combat principal en direct',
  },
  promotions: {
    terms:
      'Offre valable une seule fois par membre. La marque peut annuler un bonus obtenu de manière abusive. Le bonus doit être misé comme indiqué avant de pouvoir être retiré.',
    list: {
      welcome: {
        title: "Bonus de bienvenue de 100 % jusqu'à 500",
        summary: "Doublez votre premier dépôt : participez, déposez au moins 10 et recevez jusqu'à 500.",
        body: "<p>Nouveau chez nous ? Participez à cette promotion, puis effectuez un dépôt de <b>10 ou plus</b>. Nous vous offrons <b>100 %</b> de ce montant, jusqu'à <b>500</b>.</p><p>Le bonus doit être misé 5 fois avant tout retrait.</p>",
      },
      cashback: {
        title: 'Cashback hebdo machines à sous 5 %',
        summary: "Récupérez 5 % de vos pertes nettes aux machines à sous en fin de semaine, jusqu'à 200.",
        body: '<p>Participez, jouez à vos machines à sous préférées toute la semaine et récupérez <b>5 %</b> de vos pertes nettes une fois la semaine terminée.</p>',
      },
      share: {
        title: 'Partagez votre gros gain',
        summary: "Envoyez-nous une capture d'écran d'un gros gain et recevez jusqu'à 88.",
        body: "<p>Vous avez gagné gros ? Participez avec un court commentaire et jusqu'à trois captures d'écran (png ou jpg, 5 Mo chacune). Notre équipe examine chaque demande sous 24 heures.</p>",
      },
      birthday: {
        title: "Cadeau d'anniversaire VIP",
        summary:
          'Les membres VIP font leur demande pendant le mois de leur anniversaire et reçoivent un cadeau.',
        body: '<p>Joyeux anniversaire ! Faites votre demande pendant le mois de votre anniversaire et notre équipe VIP vous enverra un cadeau.</p>',
      },
      raffle: {
        title: 'Tombola Lucky Lotus',
        summary: "Un tirage pour chaque tranche de 100 déposée. Jusqu'à 888 à gagner !",
        body: '<p>Participez, déposez et tentez votre chance : chaque tranche de <b>100</b> déposée vous donne un tirage. Chaque tirage est décidé sur notre serveur avec un hash de graine publié, que vous pouvez vérifier ensuite.</p>',
      },
      lunar: {
        title: 'Recharge du Nouvel An lunaire 30 %',
        summary:
          "Participez, puis déposez 50 ou plus : recevez 30 % de ce dépôt, jusqu'à 300 (une fois par membre).",
        body: "<p>Fêtez la nouvelle année : participez à cette promotion, puis effectuez un dépôt de <b>50 ou plus</b> et recevez <b>30 %</b> de ce montant en bonus, jusqu'à <b>300</b>. Un bonus par membre.</p><p>Le bonus doit être misé 3 fois avant tout retrait.</p>",
      },
      summer: {
        title: "Bonus de recharge d'été 20 %",
        summary: 'Cette promotion est terminée. Merci pour votre participation !',
        body: "<p>20 % sur les recharges de 20 ou plus, jusqu'à 100.</p>",
      },
    },
    prizes: {
      'grand-prize-888': 'Gros lot 888',
      'gold-prize-88': 'Prix or 88',
      'silver-prize-8': 'Prix argent 8',
      'lucky-prize-1': 'Prix de la chance 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Coupon bonus de 5 $',
      description: "Un coupon bonus de 5 $, délivré par le service client une fois l'échange validé.",
    },
    'free-spins-20': {
      name: '20 tours gratuits',
      description: 'Vingt tours gratuits sur la machine à sous Lucky Lotus.',
    },
    'vip-week': {
      name: 'Pass VIP 1 semaine',
      description: 'Sept jours de service client VIP et des retraits plus rapides.',
    },
    'lotus-mug': {
      name: 'Mug Lucky Lotus',
      description: 'Un mug en céramique au logo Lucky Lotus, livré chez vous.',
    },
    'lotus-tshirt': {
      name: 'T-shirt Lucky Lotus',
      description: 'T-shirt en coton ; points plus de petits frais de livraison.',
    },
    earbuds: {
      name: 'Écouteurs sans fil',
      description: 'Écouteurs Bluetooth avec boîtier de charge.',
    },
  },
  missions: {
    'daily-slots-20': 'Faites 20 tours de machine à sous',
    'daily-bet-1000': "Misez 1 000,00 sur n'importe quel jeu",
    'daily-deposit-500': 'Déposez 500,00',
    'weekly-login-3': 'Connectez-vous 3 jours de suite',
    'weekly-live-100': 'Jouez 100 parties de casino en direct',
    'weekly-bet-10000': 'Misez 10 000,00 cette semaine',
  },
};

/**
 * Swedish (SV) of the seed's text: the keys of en.ts, each translated.
 */
import type { SeedTexts } from './en.js';

export const sv: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} är din inloggningskod. Den går ut om {minutes} minuter. Dela den aldrig med någon.',
      register:
        '{brand}: {code} är din registreringskod. Den går ut om {minutes} minuter. Dela den aldrig med någon.',
      resetPassword:
        '{brand}: {code} är din kod för att återställa lösenordet. Den går ut om {minutes} minuter. Dela den aldrig med någon.',
      loginIp:
        '{brand}: {code} är din kod för att bekräfta en inloggning från en ny enhet. Den går ut om {minutes} minuter. Dela den aldrig med någon.',
      bindMobile:
        '{brand}: {code} är din kod för att koppla det här numret. Den går ut om {minutes} minuter. Dela den aldrig med någon.',
    },
    emailCode: {
      subject: '{brand}: bekräfta din e-postadress',
      body: 'Din kod är {code}. Den går ut om {minutes} minuter. Dela den aldrig med någon.',
    },
    passwordReset: {
      subject: '{brand}: återställ ditt lösenord',
      body: 'Hej {name}!\n\nÖppna den här länken inom 30 minuter för att välja ett nytt lösenord:\n{link}\n\nOm du inte har bett om det kan du bortse från det här mejlet.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Alla rättigheter förbehållna. Spela ansvarsfullt: endast 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Spela ansvarsfullt',
  },
  clubLabels: {
    member: 'Medlem',
    silver: 'Silver',
    gold: 'Guld',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Banköverföring',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Välkomstbonus 100 % upp till $500',
    'lucky-lanterns-jackpot-week': 'Jackpottvecka i Lucky Lanterns',
    'join-our-telegram-community': 'Gå med i vår Telegram-community',
    'slots-cashback-every-monday': 'Cashback på slots varje måndag',
    'new-from-jili-this-month': 'Nytt från JILI den här månaden',
    'lucky-lotus-raffle': 'Lucky Lotus-utlottningen',
    'fishing-frenzy-tournament': 'Fishing Frenzy-turnering',
    'card-masters-league': 'Kortmästarligan',
    'football-weekend-boost': 'Helgboost på fotboll',
    'esports-world-finals': 'VM-finaler i e-sport',
    'keno-every-minute': 'Keno varje minut',
    'get-the-lucky-lotus-app': 'Hämta Lucky Lotus-appen',
    'all-promotions-in-one-place': 'Alla kampanjer på ett ställe',
    'become-an-agent-earn-together': 'Bli agent och tjäna tillsammans',
    'redeem-points-for-rewards': 'Byt poäng mot belöningar',
    'we-are-here-24-7': 'Vi finns här för dig 24/7',
    'welcome-back': 'Välkommen tillbaka',
    'sign-up-and-claim-your-bonus': 'Registrera dig och hämta din bonus',
    'deposit-top-20': 'Insättningar TOPP 20',
    'valid-bet-top-20': 'Giltiga insatser TOPP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Planerat underhåll hos Microgaming',
      content:
        '<p>Microgamings spel har planerat underhåll. Testa gärna våra andra <a href="/rng">slotleverantörer</a> så länge.</p>',
    },
    'new-payment-method-available': {
      title: 'Ny betalningsmetod tillgänglig',
      content:
        '<p>Nu kan du sätta in med <strong>direkt banköverföring</strong>. Pengarna är på kontot på under en minut.</p>',
    },
    'secure-your-account': {
      title: 'Skydda ditt konto',
      content:
        '<p>För din säkerhet: dela aldrig ditt lösenord eller dina verifieringskoder. Vår personal kommer <em>aldrig</em> att be om dem.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Vi firar kinesiskt nyår',
      content:
        '<p>Fira med oss! Röda kuvert varje dag till alla aktiva medlemmar från <strong>1 till 15 februari</strong>.</p><ul><li>Logga in varje dag</li><li>Spela valfritt spel</li><li>Hämta i Belöningscentret</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Veckovis cashback på slots',
      content:
        '<p>Få upp till <strong>10 % cashback</strong> på din nettoförlust på slots varje måndag. Inga omsättningskrav.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus när du värvar en vän',
      content:
        '<p>Bjud in vänner med din inbjudningslänk och få <strong>$10</strong> för varje vän som gör sin första insättning.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Välkommen till Lucky Lotus',
      content:
        '<p>Tack för att du valde Lucky Lotus. Upptäck över 400 spel inom slots, livecasino, sport och lotteri.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Snabbare uttag på helger',
      content:
        '<p>Uttag som du begär på lördagar och söndagar behandlas nu inom <strong>30 minuter</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Priser i Insättningar TOPP 20 varje månad',
      content:
        '<p>De 20 medlemmarna med högst insättningar under månaden delar på en prispott på <strong>$5 000</strong>. Se <a href="/deposit-rank">Insättningar TOPP 20</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Belöningar i Giltiga insatser TOPP 20',
      content:
        '<p>Klättra på <a href="/bet-rank">Giltiga insatser TOPP 20</a> och vinn free spins och kontantbelöningar i slutet av varje månad.</p>',
    },
    'update-your-contact-details': {
      title: 'Uppdatera dina kontaktuppgifter',
      content:
        '<p>Håll ditt mobilnummer och din e-postadress uppdaterade så att vi kan nå dig om dina uttag och säkerhetskoder.</p>',
    },
    'play-responsibly': {
      title: 'Spela ansvarsfullt',
      content:
        '<p>Sätt insättningsgränser och ta pauser. Besök vårt <a href="/help">Hjälpcenter</a> för verktyg för ansvarsfullt spelande.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Agentprovision betalas ut varje måndag',
      content:
        '<p>Provisionen för föregående vecka sätts in på din huvudplånbok varje måndag före kl. 12:00. Se <b>Mina intäkter</b> i agentcentret.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Nyhet: inbjudningslänkar med QR-koder',
      content:
        '<p>Skapa upp till 20 inbjudningslänkar under <b>Öppna konto</b>, för spelare eller underagenter, och följ hur många som har registrerat sig via varje länk.</p>',
    },
  },
  help: {
    categories: {
      about: 'Om oss',
      policies: 'Regler och policyer',
      affiliates: 'Affiliates',
      banking: 'Insättningar och uttag',
      faq: 'Vanliga frågor',
    },
    articles: {
      'about-company': {
        title: 'Om företaget',
        content:
          '<h2>Om Lucky Lotus</h2><p>Lucky Lotus är ett varumärke för underhållning online med slots, livecasino, fiskespel, kortspel, sport, e-sport och lotteri. Vi samarbetar bara med certifierade spelleverantörer och granskade slumptalsgeneratorer.</p>',
      },
      'contact-us': {
        title: 'Kontakta oss',
        content:
          '<h2>Kontakta oss</h2><p>Vår support finns tillgänglig dygnet runt, alla dagar i veckan.</p><ul><li>Livechatt: via knappen Kundtjänst</li><li>E-post: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Allmänna villkor',
        content:
          '<h2>Allmänna villkor</h2><p>Genom att registrera ett konto bekräftar du att du är minst 18 år och att spel online är lagligt där du bor.</p><ol><li>Ett konto per person, hushåll och enhet.</li><li>Bonusar har sina egna omsättningskrav.</li><li>Vi kan stänga av konton som är inblandade i bedrägeri eller missbruk.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Ansvarsfullt spelande',
        content:
          '<h2>Ansvarsfullt spelande</h2><p>Spel ska vara roligt. Sätt insättningsgränser, ta regelbundna pauser och jaga aldrig förluster. Du kan när som helst begära en paus eller självavstängning via kundtjänst.</p>',
      },
      'privacy-policy': {
        title: 'Integritetspolicy',
        content:
          '<h2>Integritetspolicy</h2><p>Vi samlar bara in de uppgifter som behövs för att sköta ditt konto och uppfylla lagkrav. Lösenord lagras hashade, betalningsuppgifter krypteras och vi säljer aldrig personuppgifter.</p>',
      },
      'refund-policy': {
        title: 'Återbetalningspolicy',
        content:
          '<h2>Återbetalningspolicy</h2><p>Insättningar som har krediterats ditt saldo kan tas ut när omsättningskravet är uppfyllt. Pengar från misslyckade transaktioner återförs till den ursprungliga betalningsmetoden inom 3 bankdagar.</p>',
      },
      affiliates: {
        title: 'Affiliates',
        content:
          '<h2>Affiliateprogram</h2><p>Tjäna provision på spelarna du värvar. Agenter får ett eget agentcenter med teamrapporter, kontrakt och möjlighet till daglig lön. Ansök via <a href="/join">sidan Gå med</a>.</p>',
      },
      'agent-programme': {
        title: 'Agentprogram',
        content:
          '<h2>Bli agent för Lucky Lotus</h2><p>Bygg ditt eget team av spelare och tjäna på deras spel varje dag. Våra agenter driver sin verksamhet från ett eget agentcenter: de öppnar konton åt nya spelare, följer teamets spel och vinst och gör upp kontrakt med sina egna underordnade.</p><h3>Det här tjänar du</h3><table><thead><tr><th>Aktiva spelare under månaden</th><th>Provision på nettointäkter</th></tr></thead><tbody><tr><td>5–19</td><td>25 %</td></tr><tr><td>20–49</td><td>35 %</td></tr><tr><td>50 eller fler</td><td>45 %</td></tr></tbody></table><ul><li><strong>Utdelningskontrakt</strong> som betalas ut varje period utifrån teamets resultat.</li><li><strong>Daglig lön och timlön</strong> på teamets giltiga insatser.</li><li><strong>Lön i realtid</strong> som avräknas var 5:e minut.</li></ul><h3>Så går du med</h3><ol><li>Registrera ett spelarkonto (det är gratis).</li><li>Kontakta kundtjänst och be att få bli agent, eller använd en befintlig agents inbjudningslänk.</li><li>När du har blivit godkänd öppnar du agentcentret från kontomenyn och delar din affiliatekod.</li></ol><p>Agenter måste vara minst 18 år och följa våra Allmänna villkor och reglerna för Ansvarsfullt spelande.</p>',
      },
      'how-to-deposit': {
        title: 'Så gör du en insättning',
        content:
          '<h2>Så gör du en insättning</h2><ol><li>Logga in och tryck på <strong>Insättning</strong>.</li><li>Välj betalningsmetod och ange beloppet.</li><li>Följ instruktionerna; saldot uppdateras så snart betalningen är bekräftad.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Så gör du ett uttag',
        content:
          '<h2>Så gör du ett uttag</h2><ol><li>Lägg till ett bankkort under Mitt konto.</li><li>Tryck på <strong>Ta ut</strong> och ange beloppet och ditt betalningslösenord.</li><li>Uttag behandlas oftast inom 30 minuter.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Jag har glömt mitt lösenord',
        content:
          '<p>Välj <strong>Glömt lösenordet?</strong> i inloggningsrutan för att återställa det via e-post eller mobilnummer.</p>',
      },
      'faq-free-play': {
        title: 'Kan jag testa spelen gratis?',
        content:
          '<p>Ja. Spel som är märkta <em>Gratisspel</em> kan du spela med ett gratiskonto utan att göra någon insättning.</p>',
      },
      'faq-game-maintenance': {
        title: 'Ett spel säger att det har underhåll',
        content:
          '<p>Leverantörerna pausar ibland spel för uppdateringar. Testa ett annat spel och titta in igen senare.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Välkommen till portalen',
      content:
        '<p>Välkommen! Ditt konto är klart. Gå till <strong>Mitt konto</strong> för att välja ett betalningslösenord och koppla ett bankkort.</p>',
    },
    'weekend-bonus': {
      title: 'Insättningsbonus i helgen',
      content:
        '<p>Gör en insättning i helgen och få <strong>10 % bonus</strong> upp till 500.</p><ul><li>Minsta insättning 100</li><li>Omsättning 5x</li></ul>',
    },
    maintenance: {
      title: 'Planerat underhåll',
      content:
        '<p>Vissa spel är inte tillgängliga på tisdag kl. 02:00–04:00 (GMT+7) på grund av underhåll.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Egna spel',
    'PVP:DEMO': 'Egna spel',
    'LIVE:DEMO': 'Egna spel',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Egna spel',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Egna spel',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Egna spel',
    'RNG:JILI': 'JILI Slots',
    'LIVE:DS88': 'DS88 Tuppfäktning',
    'FISH:JILI': 'JILI Fiskespel',
    'FISH:FC': 'Fa Chai Fiskespel',
    'FISH:JDB': 'JDB Fiskespel',
    'FISH:KA': 'KA Fiskespel',
    'PVP:KY': 'Kaiyuan Kortspel',
    'LOTT:TCG_LOTTO_VN': 'Vietnamesiskt lotteri',
    'LOTT:TCG': 'TCG Lotteri',
    'ELOTT:TCG_ELOTT': 'TCG E-lotteri',
    'ELOTT:SGW': 'SGWin Snabblotto',
    'LOTT:TCG_LOTTO_SEA': 'Sydostasiatiskt lotteri',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live-baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportspel',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Revjägaren',
    'TCG_LOTTO_VN:VNMB': 'Lotteri Nord',
    'TCG_LOTTO_VN:VNMN': 'Lotteri Syd',
    'TCG_LOTTO_VN:VNMT': 'Lotteri Mitt',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Supersnabb 1 min',
    'TCG_LOTTO_VN:VNST5': 'Supersnabb 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong-arenan',
    'DS88:DS88L102': 'Derbymästerskapet',
    'DS88:DS88L103': 'Huvudmatch live',
  },
  promotions: {
    terms:
      'En gång per medlem. Varumärket kan dra tillbaka en bonus som har erhållits genom missbruk. Bonuspengar måste omsättas enligt villkoren innan de kan tas ut.',
    list: {
      welcome: {
        title: 'Välkomstbonus 100 % upp till 500',
        summary: 'Dubbla din första insättning: gå med, sätt in minst 10 och få upp till 500.',
        body: '<p>Ny här? Gå med i kampanjen och gör sedan en insättning på <b>10 eller mer</b>. Vi matchar den med <b>100 %</b> upp till <b>500</b>.</p><p>Bonusen måste omsättas 5 gånger innan uttag.</p>',
      },
      cashback: {
        title: 'Veckovis cashback på slots 5 %',
        summary: 'Få tillbaka 5 % av din nettoförlust på slots när veckan är slut, upp till 200.',
        body: '<p>Gå med, spela dina favoritslots hela veckan och hämta <b>5 %</b> av din nettoförlust när veckan är över.</p>',
      },
      share: {
        title: 'Dela din storvinst',
        summary: 'Skicka en skärmdump på en storvinst och få en belöning på upp till 88.',
        body: '<p>Vunnit stort? Ansök med en kort kommentar och upp till tre skärmdumpar (png eller jpg, högst 5 MB styck). Vårt team går igenom varje ansökan inom 24 timmar.</p>',
      },
      birthday: {
        title: 'VIP-födelsedagspresent',
        summary: 'VIP-medlemmar ansöker under sin födelsedagsmånad om en present från oss.',
        body: '<p>Grattis på födelsedagen! Ansök under din födelsedagsmånad så skickar vårt VIP-team en present till dig.</p>',
      },
      raffle: {
        title: 'Lucky Lotus-utlottningen',
        summary: 'En dragning för varje 100 du sätter in. Vinster upp till 888!',
        body: '<p>Gå med, sätt in och dra: varje <b>100</b> du sätter in ger en dragning. Varje dragning avgörs på vår server med en publicerad seed-hash som du kan kontrollera i efterhand.</p>',
      },
      lunar: {
        title: 'Kinesiskt nyår: reload 30 %',
        summary:
          'Gå med och sätt sedan in 50 eller mer: få 30 % av insättningen, upp till 300 (en gång per medlem).',
        body: '<p>Fira det nya året: gå med i kampanjen, gör sedan en insättning på <b>50 eller mer</b> och få <b>30 %</b> av den i bonus, upp till <b>300</b>. En bonus per medlem.</p><p>Bonusen måste omsättas 3 gånger innan uttag.</p>',
      },
      summer: {
        title: 'Sommarens reloadbonus 20 %',
        summary: 'Kampanjen är avslutad. Tack för att du var med!',
        body: '<p>20 % på reloadinsättningar på 20 eller mer, upp till 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Huvudvinst 888',
      'gold-prize-88': 'Guldvinst 88',
      'silver-prize-8': 'Silvervinst 8',
      'lucky-prize-1': 'Turvinst 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bonuskupong $5',
      description: 'En bonuskupong på $5 som kundtjänst delar ut när bytet har godkänts.',
    },
    'free-spins-20': {
      name: '20 free spins',
      description: 'Tjugo free spins på slotten Lucky Lotus.',
    },
    'vip-week': {
      name: 'VIP-veckopass',
      description: 'Sju dagar med VIP-kundtjänst och snabbare uttag.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus-mugg',
      description: 'En keramikmugg med Lucky Lotus-logga, levererad hem till dig.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus-t-shirt',
      description: 'T-shirt i bomull; poäng plus en liten fraktavgift.',
    },
    earbuds: {
      name: 'Trådlösa hörlurar',
      description: 'Bluetooth-hörlurar med laddningsetui.',
    },
  },
  missions: {
    'daily-slots-20': 'Snurra 20 spins på slots',
    'daily-bet-1000': 'Satsa 1 000,00 på valfritt spel',
    'daily-deposit-500': 'Sätt in 500,00',
    'weekly-login-3': 'Logga in 3 dagar i rad',
    'weekly-live-100': 'Spela 100 rundor livecasino',
    'weekly-bet-10000': 'Satsa 10 000,00 den här veckan',
  },
};

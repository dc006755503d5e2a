/**
 * Danish (DA) of the seed's text: the keys of en.ts, each translated.
 */
import type { SeedTexts } from './en.js';

export const da: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} er din kode til at logge ind. Den udløber om {minutes} minutter. Del den aldrig med nogen.',
      register:
        '{brand}: {code} er din kode til at oprette en konto. Den udløber om {minutes} minutter. Del den aldrig med nogen.',
      resetPassword:
        '{brand}: {code} er din kode til at nulstille din adgangskode. Den udløber om {minutes} minutter. Del den aldrig med nogen.',
      loginIp:
        '{brand}: {code} er din kode til at bekræfte et login fra en ny enhed. Den udløber om {minutes} minutter. Del den aldrig med nogen.',
      bindMobile:
        '{brand}: {code} er din kode til at tilknytte dette nummer. Den udløber om {minutes} minutter. Del den aldrig med nogen.',
    },
    emailCode: {
      subject: '{brand}: bekræft din e-mail',
      body: 'Din kode er {code}. Den udløber om {minutes} minutter. Del den aldrig med nogen.',
    },
    passwordReset: {
      subject: '{brand}: nulstil din adgangskode',
      body: 'Hej {name}\n\nÅbn dette link inden for 30 minutter for at vælge en ny adgangskode:\n{link}\n\nHar du ikke bedt om det, kan du se bort fra denne e-mail.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Alle rettigheder forbeholdes. Spil ansvarligt: kun 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Spil ansvarligt',
  },
  clubLabels: {
    member: 'Medlem',
    silver: 'Sølv',
    gold: 'Guld',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Bankoverførsel',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Velkomstbonus 100 % op til $500',
    'lucky-lanterns-jackpot-week': 'Jackpotuge i Lucky Lanterns',
    'join-our-telegram-community': 'Bliv en del af vores Telegram-fællesskab',
    'slots-cashback-every-monday': 'Cashback på spilleautomater hver mandag',
    'new-from-jili-this-month': 'Nyt fra JILI i denne måned',
    'lucky-lotus-raffle': 'Lucky Lotus-lodtrækningen',
    'fishing-frenzy-tournament': 'Fishing Frenzy-turnering',
    'card-masters-league': 'Kortmesterligaen',
    'football-weekend-boost': 'Fodboldboost i weekenden',
    'esports-world-finals': 'VM-finaler i e-sport',
    'keno-every-minute': 'Keno hvert minut',
    'get-the-lucky-lotus-app': 'Hent Lucky Lotus-appen',
    'all-promotions-in-one-place': 'Alle kampagner samlet ét sted',
    'become-an-agent-earn-together': 'Bliv agent, og tjen penge sammen',
    'redeem-points-for-rewards': 'Indløs point til belønninger',
    'we-are-here-24-7': 'Vi er her for dig 24/7',
    'welcome-back': 'Velkommen tilbage',
    'sign-up-and-claim-your-bonus': 'Opret konto, og hent din bonus',
    'deposit-top-20': 'Indbetalinger TOP 20',
    'valid-bet-top-20': 'Gyldige indsatser TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Planlagt vedligeholdelse hos Microgaming',
      content:
        '<p>Microgamings spil er lukket for planlagt vedligeholdelse. Prøv i mellemtiden vores andre <a href="/rng">udbydere af spilleautomater</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Ny betalingsmetode',
      content:
        '<p>Nu kan du indbetale med <strong>straksoverførsel fra banken</strong>. Pengene er på din konto på under et minut.</p>',
    },
    'secure-your-account': {
      title: 'Beskyt din konto',
      content:
        '<p>Af hensyn til din sikkerhed må du aldrig dele din adgangskode eller dine bekræftelseskoder. Vores medarbejdere vil <em>aldrig</em> bede dig om dem.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Vi fejrer kinesisk nytår',
      content:
        '<p>Fejr det med os! Røde konvolutter hver dag til alle aktive medlemmer fra <strong>1. til 15. februar</strong>.</p><ul><li>Log ind hver dag</li><li>Spil et hvilket som helst spil</li><li>Hent i Belønningscentret</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Ugentlig cashback på spilleautomater',
      content:
        '<p>Få op til <strong>10 % cashback</strong> på dit nettotab på spilleautomater hver mandag. Ingen omsætningskrav.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus, når du henviser en ven',
      content:
        '<p>Inviter venner med dit invitationslink, og få <strong>$10</strong> for hver ven, der foretager sin første indbetaling.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Velkommen til Lucky Lotus',
      content:
        '<p>Tak, fordi du har valgt Lucky Lotus. Udforsk over 400 spil inden for spilleautomater, live casino, sport og lotteri.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Hurtigere udbetalinger i weekenden',
      content:
        '<p>Udbetalinger, du anmoder om lørdag og søndag, behandles nu inden for <strong>30 minutter</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Præmier til Indbetalinger TOP 20 hver måned',
      content:
        '<p>De 20 medlemmer med månedens højeste indbetalinger deler en præmiepulje på <strong>$5.000</strong>. Se <a href="/deposit-rank">Indbetalinger TOP 20</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Belønninger til Gyldige indsatser TOP 20',
      content:
        '<p>Klatr op ad <a href="/bet-rank">Gyldige indsatser TOP 20</a>, og vind free spins og kontantpræmier ved udgangen af hver måned.</p>',
    },
    'update-your-contact-details': {
      title: 'Opdater dine kontaktoplysninger',
      content:
        '<p>Hold dit mobilnummer og din e-mail opdateret, så vi kan kontakte dig om dine udbetalinger og sikkerhedskoder.</p>',
    },
    'play-responsibly': {
      title: 'Spil ansvarligt',
      content:
        '<p>Sæt indbetalingsgrænser, og hold pauser. Besøg vores <a href="/help">Hjælpecenter</a> for værktøjer til ansvarligt spil.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Agentprovision udbetales hver mandag',
      content:
        '<p>Provisionen for den foregående uge indsættes på din hovedpung hver mandag inden kl. 12:00. Se <b>Min indtjening</b> i agentcentret.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Nyhed: invitationslinks med QR-koder',
      content:
        '<p>Opret op til 20 invitationslinks under <b>Opret konto</b>, til spillere eller underagenter, og følg med i, hvor mange der har oprettet sig via hvert link.</p>',
    },
  },
  help: {
    categories: {
      about: 'Om os',
      policies: 'Regler og politikker',
      affiliates: 'Affiliates',
      banking: 'Indbetalinger og udbetalinger',
      faq: 'Ofte stillede spørgsmål',
    },
    articles: {
      'about-company': {
        title: 'Om virksomheden',
        content:
          '<h2>Om Lucky Lotus</h2><p>Lucky Lotus er et onlineunderholdningsbrand med spilleautomater, live casino, fiskespil, kortspil, sport, e-sport og lotteri. Vi samarbejder kun med certificerede spiludbydere og reviderede tilfældighedsgeneratorer.</p>',
      },
      'contact-us': {
        title: 'Kontakt os',
        content:
          '<h2>Kontakt os</h2><p>Vores support er klar til at hjælpe døgnet rundt, alle ugens 7 dage.</p><ul><li>Livechat: via knappen Kundeservice</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Generelle vilkår og betingelser',
        content:
          '<h2>Generelle vilkår og betingelser</h2><p>Når du opretter en konto, bekræfter du, at du er fyldt 18 år, og at onlinespil er lovligt der, hvor du bor.</p><ol><li>Én konto pr. person, husstand og enhed.</li><li>Bonusser har hver deres egne omsætningskrav.</li><li>Vi kan spærre konti, der er involveret i svindel eller misbrug.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Ansvarligt spil',
        content:
          '<h2>Ansvarligt spil</h2><p>Spil skal være sjovt. Sæt indbetalingsgrænser, hold jævnligt pauser, og jag aldrig tabte penge. Du kan til enhver tid bede om en pause eller selvudelukkelse via kundeservice.</p>',
      },
      'privacy-policy': {
        title: 'Privatlivspolitik',
        content:
          '<h2>Privatlivspolitik</h2><p>Vi indsamler kun de oplysninger, der er nødvendige for at drive din konto og overholde lovkrav. Adgangskoder gemmes hashede, betalingsoplysninger krypteres, og vi sælger aldrig personoplysninger.</p>',
      },
      'refund-policy': {
        title: 'Refusionspolitik',
        content:
          '<h2>Refusionspolitik</h2><p>Indbetalinger, der er krediteret din saldo, kan udbetales, når omsætningskravet er opfyldt. Beløb fra mislykkede transaktioner føres tilbage til den oprindelige betalingsmetode inden for 3 hverdage.</p>',
      },
      affiliates: {
        title: 'Affiliates',
        content:
          '<h2>Affiliateprogram</h2><p>Tjen provision på de spillere, du henviser. Agenter får deres eget agentcenter med holdrapporter, kontrakter og mulighed for dagløn. Ansøg via <a href="/join">tilmeldingssiden</a>.</p>',
      },
      'agent-programme': {
        title: 'Agentprogram',
        content:
          '<h2>Bliv agent hos Lucky Lotus</h2><p>Byg dit eget hold af spillere, og tjen på deres spil hver dag. Vores agenter driver deres forretning fra et dedikeret agentcenter: De opretter konti til nye spillere, følger holdets indsatser og overskud og indgår kontrakter med deres egne underordnede.</p><h3>Det tjener du</h3><table><thead><tr><th>Aktive spillere i måneden</th><th>Provision af nettoomsætningen</th></tr></thead><tbody><tr><td>5–19</td><td>25 %</td></tr><tr><td>20–49</td><td>35 %</td></tr><tr><td>50 eller flere</td><td>45 %</td></tr></tbody></table><ul><li><strong>Udbyttekontrakter</strong>, der udbetales hver periode ud fra holdets resultater.</li><li><strong>Dagløn og timeløn</strong> af holdets gyldige indsatser.</li><li><strong>Løn i realtid</strong>, der afregnes hvert 5. minut.</li></ul><h3>Sådan kommer du med</h3><ol><li>Opret en spillerkonto (det er gratis).</li><li>Kontakt kundeservice, og bed om at blive agent, eller brug en eksisterende agents invitationslink.</li><li>Når du er godkendt, åbner du agentcentret fra kontomenuen og deler din partnerkode.</li></ol><p>Agenter skal være fyldt 18 år og følge vores Generelle vilkår og reglerne for Ansvarligt spil.</p>',
      },
      'how-to-deposit': {
        title: 'Sådan indbetaler du',
        content:
          '<h2>Sådan indbetaler du</h2><ol><li>Log ind, og tryk på <strong>Indbetal</strong>.</li><li>Vælg en betalingsmetode, og indtast beløbet.</li><li>Følg vejledningen; din saldo opdateres, så snart betalingen er bekræftet.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Sådan udbetaler du',
        content:
          '<h2>Sådan udbetaler du</h2><ol><li>Tilføj et bankkort under Min konto.</li><li>Tryk på <strong>Udbetal</strong>, og indtast beløbet og din betalingsadgangskode.</li><li>Udbetalinger behandles som regel inden for 30 minutter.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Jeg har glemt min adgangskode',
        content:
          '<p>Brug <strong>Glemt adgangskode?</strong> i login-vinduet for at nulstille den via e-mail eller mobilnummer.</p>',
      },
      'faq-free-play': {
        title: 'Kan jeg prøve spillene gratis?',
        content:
          '<p>Ja. Spil, der er mærket <em>Gratis spil</em>, kan spilles med en gratiskonto uden indbetaling.</p>',
      },
      'faq-game-maintenance': {
        title: 'Et spil siger, at det er under vedligeholdelse',
        content:
          '<p>Udbyderne sætter af og til spil på pause for at opdatere dem. Prøv et andet spil, og kig forbi igen senere.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Velkommen til portalen',
      content:
        '<p>Velkommen! Din konto er klar. Gå til <strong>Min konto</strong> for at vælge en betalingsadgangskode og tilknytte et bankkort.</p>',
    },
    'weekend-bonus': {
      title: 'Indbetalingsbonus i weekenden',
      content:
        '<p>Indbetal i weekenden, og få <strong>10 % bonus</strong> op til 500.</p><ul><li>Mindste indbetaling 100</li><li>Omsætning 5x</li></ul>',
    },
    maintenance: {
      title: 'Planlagt vedligeholdelse',
      content:
        '<p>Nogle spil er ikke tilgængelige tirsdag kl. 02:00–04:00 (GMT+7) på grund af vedligeholdelse.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Egne spil',
    'PVP:DEMO': 'Egne spil',
    'LIVE:DEMO': 'Egne spil',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Egne spil',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Egne spil',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Egne spil',
    'RNG:JILI': 'JILI Spilleautomater',
    'LIVE:DS88': 'DS88 Hanekamp',
    'FISH:JILI': 'JILI Fiskespil',
    'FISH:FC': 'Fa Chai Fiskespil',
    'FISH:JDB': 'JDB Fiskespil',
    'FISH:KA': 'KA Fiskespil',
    'PVP:KY': 'Kaiyuan Kortspil',
    'LOTT:TCG_LOTTO_VN': 'Vietnamesisk lotteri',
    'LOTT:TCG': 'TCG Lotteri',
    'ELOTT:TCG_ELOTT': 'TCG E-lotteri',
    'ELOTT:SGW': 'SGWin Hurtiglotto',
    'LOTT:TCG_LOTTO_SEA': 'Sydøstasiatisk lotteri',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportsbetting',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Revjægeren',
    'TCG_LOTTO_VN:VNMB': 'Lotteri Nord',
    'TCG_LOTTO_VN:VNMN': 'Lotteri Syd',
    'TCG_LOTTO_VN:VNMT': 'Lotteri Midt',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Superhurtig 1 min.',
    'TCG_LOTTO_VN:VNST5': 'Superhurtig 5 min.',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong Arena',
    'DS88:DS88L102': 'Derby-mesterskab',
    'DS88:DS88L103': 'Hovedkamp live',
  },
  promotions: {
    terms:
      'Kan kun hentes én gang pr. medlem. Brandet kan inddrage en bonus, der er opnået ved misbrug. Bonuspenge skal omsættes som angivet, før de kan udbetales.',
    list: {
      welcome: {
        title: 'Velkomstbonus 100 % op til 500',
        summary: 'Få din første indbetaling fordoblet: Tilmeld dig, indbetal mindst 10, og få op til 500.',
        body: '<p>Ny her? Tilmeld dig kampagnen, og foretag derefter en indbetaling på <b>10 eller mere</b>. Vi matcher den med <b>100 %</b> op til <b>500</b>.</p><p>Bonussen skal omsættes 5 gange før udbetaling.</p>',
      },
      cashback: {
        title: 'Ugentlig cashback på spilleautomater 5 %',
        summary: 'Få 5 % af dit nettotab på spilleautomater tilbage, når ugen er slut, op til 200.',
        body: '<p>Tilmeld dig, spil dine yndlingsautomater hele ugen, og hent <b>5 %</b> af dit nettotab tilbage, når ugen er omme.</p>',
      },
      share: {
        title: 'Del din storgevinst',
        summary: 'Send os et skærmbillede af en storgevinst, og få en belønning på op til 88.',
        body: '<p>Vundet stort? Ansøg med en kort kommentar og op til tre skærmbilleder (png eller jpg, maks. 5 MB pr. stk.). Vores team gennemgår alle ansøgninger inden for 24 timer.</p>',
      },
      birthday: {
        title: 'VIP-fødselsdagsgave',
        summary: 'VIP-medlemmer ansøger i deres fødselsdagsmåned om en gave fra os.',
        body: '<p>Tillykke med fødselsdagen! Ansøg i din fødselsdagsmåned, så sender vores VIP-team dig en gave.</p>',
      },
      raffle: {
        title: 'Lucky Lotus-lodtrækningen',
        summary: 'Én trækning for hver 100, du indbetaler. Præmier op til 888!',
        body: '<p>Tilmeld dig, indbetal, og træk: Hver <b>100</b>, du indbetaler, giver én trækning. Hver trækning afgøres på vores server med en offentliggjort seed-hash, som du kan kontrollere bagefter.</p>',
      },
      lunar: {
        title: 'Kinesisk nytår: reload 30 %',
        summary:
          'Tilmeld dig, og indbetal 50 eller mere: Få 30 % af indbetalingen, op til 300 (én gang pr. medlem).',
        body: '<p>Fejr det nye år: Tilmeld dig kampagnen, foretag derefter en indbetaling på <b>50 eller mere</b>, og få <b>30 %</b> af den i bonus, op til <b>300</b>. Én bonus pr. medlem.</p><p>Bonussen skal omsættes 3 gange før udbetaling.</p>',
      },
      summer: {
        title: 'Sommer-reloadbonus 20 %',
        summary: 'Kampagnen er slut. Tak, fordi du var med!',
        body: '<p>20 % på reload-indbetalinger på 20 eller mere, op til 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hovedpræmie 888',
      'gold-prize-88': 'Guldpræmie 88',
      'silver-prize-8': 'Sølvpræmie 8',
      'lucky-prize-1': 'Lykkepræmie 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bonuskupon på $5',
      description: 'En bonuskupon på $5, som kundeservice udsteder, når byttet er godkendt.',
    },
    'free-spins-20': {
      name: '20 free spins',
      description: 'Tyve free spins på spilleautomaten Lucky Lotus.',
    },
    'vip-week': {
      name: 'VIP-ugepas',
      description: 'Syv dage med VIP-kundeservice og hurtigere udbetalinger.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus-krus',
      description: 'Et keramikkrus med Lucky Lotus-logoet, leveret til døren.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus-T-shirt',
      description: 'T-shirt i bomuld; point plus et lille leveringsgebyr.',
    },
    earbuds: {
      name: 'Trådløse øretelefoner',
      description: 'Bluetooth-øretelefoner med opladeretui.',
    },
  },
  missions: {
    'daily-slots-20': 'Spil 20 spins på spilleautomater',
    'daily-bet-1000': 'Spil for 1.000,00 på et valgfrit spil',
    'daily-deposit-500': 'Indbetal 500,00',
    'weekly-login-3': 'Log ind 3 dage i træk',
    'weekly-live-100': 'Spil 100 runder live casino',
    'weekly-bet-10000': 'Spil for 10.000,00 i denne uge',
  },
};

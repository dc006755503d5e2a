/**
 * Dutch (NL) of the seed's text: the keys of en.ts, each translated.
 */
import type { SeedTexts } from './en.js';

export const nl: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}: {code} is je inlogcode. De code verloopt over {minutes} minuten. Deel hem nooit.',
      register:
        '{brand}: {code} is je registratiecode. De code verloopt over {minutes} minuten. Deel hem nooit.',
      resetPassword:
        '{brand}: {code} is je code om je wachtwoord te herstellen. De code verloopt over {minutes} minuten. Deel hem nooit.',
      loginIp:
        '{brand}: {code} is je code om een login vanaf een nieuw apparaat te bevestigen. De code verloopt over {minutes} minuten. Deel hem nooit.',
      bindMobile:
        '{brand}: {code} is je code om dit nummer te koppelen. De code verloopt over {minutes} minuten. Deel hem nooit.',
    },
    emailCode: {
      subject: '{brand}: bevestig je e-mailadres',
      body: 'Je code is {code}. De code verloopt over {minutes} minuten. Deel hem nooit.',
    },
    passwordReset: {
      subject: '{brand}: herstel je wachtwoord',
      body: 'Hallo {name},\n\nOpen deze link binnen 30 minuten om een nieuw wachtwoord te kiezen:\n{link}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Alle rechten voorbehouden. Speel verantwoord: alleen 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Speel verantwoord',
  },
  clubLabels: {
    member: 'Lid',
    silver: 'Zilver',
    gold: 'Goud',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Bankoverschrijving',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Welkomstbonus 100% tot $500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns Jackpotweek',
    'join-our-telegram-community': 'Word lid van onze Telegram-community',
    'slots-cashback-every-monday': 'Elke maandag cashback op slots',
    'new-from-jili-this-month': 'Nieuw van JILI deze maand',
    'lucky-lotus-raffle': 'Lucky Lotus-verloting',
    'fishing-frenzy-tournament': 'Fishing Frenzy-toernooi',
    'card-masters-league': 'Kaartmeesters-competitie',
    'football-weekend-boost': 'Voetbalweekend-boost',
    'esports-world-finals': 'E-sports wereldfinales',
    'keno-every-minute': 'Elke minuut Keno',
    'get-the-lucky-lotus-app': 'Download de Lucky Lotus-app',
    'all-promotions-in-one-place': 'Alle promoties op één plek',
    'become-an-agent-earn-together': 'Word agent en verdien samen',
    'redeem-points-for-rewards': 'Wissel punten in voor beloningen',
    'we-are-here-24-7': 'We staan 24/7 voor je klaar',
    'welcome-back': 'Welkom terug',
    'sign-up-and-claim-your-bonus': 'Registreer je en claim je bonus',
    'deposit-top-20': 'TOP 20 stortingen',
    'valid-bet-top-20': 'TOP 20 geldige inzetten',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Gepland onderhoud bij Microgaming',
      content:
        '<p>De spellen van Microgaming zijn in gepland onderhoud. Probeer in de tussentijd onze andere <a href="/rng">slotproviders</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Nieuwe betaalmethode beschikbaar',
      content:
        '<p>Je kunt nu storten met een <strong>directe bankoverschrijving</strong>. Je geld staat binnen een minuut op je account.</p>',
    },
    'secure-your-account': {
      title: 'Beveilig je account',
      content:
        '<p>Deel voor je eigen veiligheid nooit je wachtwoord of verificatiecodes. Onze medewerkers zullen er <em>nooit</em> om vragen.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Chinees Nieuwjaar vieren',
      content:
        '<p>Vier het met ons! Van <strong>1 tot en met 15 februari</strong> elke dag rode enveloppen voor alle actieve leden.</p><ul><li>Log elke dag in</li><li>Speel een spel naar keuze</li><li>Claim in het Beloningscentrum</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Wekelijkse cashback op slots',
      content:
        '<p>Krijg elke maandag tot <strong>10% cashback</strong> op je nettoverlies op slots. Zonder inzetvereiste.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus voor het aanbrengen van vrienden',
      content:
        '<p>Nodig vrienden uit met je uitnodigingslink en verdien <strong>$10</strong> voor elke vriend die een eerste storting doet.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Welkom bij Lucky Lotus',
      content:
        '<p>Bedankt dat je voor Lucky Lotus kiest. Ontdek meer dan 400 spellen: slots, live casino, sport en loterij.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Sneller opnemen in het weekend',
      content:
        '<p>Opnames die je op zaterdag en zondag aanvraagt, worden nu binnen <strong>30 minuten</strong> verwerkt.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Elke maand prijzen in de TOP 20 stortingen',
      content:
        '<p>De 20 leden met de hoogste stortingen van de maand delen een prijzenpot van <strong>$5.000</strong>. Bekijk de <a href="/deposit-rank">TOP 20 stortingen</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Beloningen in de TOP 20 geldige inzetten',
      content:
        '<p>Klim in de <a href="/bet-rank">TOP 20 geldige inzetten</a> en win aan het eind van elke maand free spins en geldprijzen.</p>',
    },
    'update-your-contact-details': {
      title: 'Werk je contactgegevens bij',
      content:
        '<p>Houd je mobiele nummer en e-mailadres up-to-date, zodat we je kunnen bereiken over je opnames en beveiligingscodes.</p>',
    },
    'play-responsibly': {
      title: 'Speel verantwoord',
      content:
        '<p>Stel stortingslimieten in en neem regelmatig pauze. In ons <a href="/help">Helpcentrum</a> vind je de tools voor verantwoord spelen.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Agentcommissie wordt elke maandag uitbetaald',
      content:
        '<p>De commissie over de vorige week staat elke maandag vóór 12:00 uur in je hoofdwallet. Bekijk <b>Mijn inkomsten</b> in de agentenomgeving.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Nieuw: uitnodigingslinks met QR-codes',
      content:
        '<p>Maak via <b>Account openen</b> tot 20 uitnodigingslinks aan, voor spelers of voor subagenten, en zie per link hoeveel mensen zich hebben geregistreerd.</p>',
    },
  },
  help: {
    categories: {
      about: 'Over ons',
      policies: 'Regels en beleid',
      affiliates: 'Partners',
      banking: 'Storten en opnemen',
      faq: 'Veelgestelde vragen',
    },
    articles: {
      'about-company': {
        title: 'Over het bedrijf',
        content:
          '<h2>Over Lucky Lotus</h2><p>Lucky Lotus is een online entertainmentmerk met slots, live casino, visspellen, kaartspellen, sport, e-sports en loterij. We werken alleen samen met gecertificeerde spelproviders en gecontroleerde random number generators.</p>',
      },
      'contact-us': {
        title: 'Contact',
        content:
          '<h2>Contact</h2><p>Ons supportteam staat 24 uur per dag, 7 dagen per week voor je klaar.</p><ul><li>Livechat: via de knop Klantenservice</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Algemene voorwaarden',
        content:
          '<h2>Algemene voorwaarden</h2><p>Door een account te registreren bevestig je dat je minstens 18 jaar oud bent en dat online gokken legaal is waar je woont.</p><ol><li>Eén account per persoon, huishouden en apparaat.</li><li>Voor bonussen gelden hun eigen inzetvereisten.</li><li>We kunnen accounts blokkeren die betrokken zijn bij fraude of misbruik.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Verantwoord spelen',
        content:
          '<h2>Verantwoord spelen</h2><p>Spelen hoort leuk te zijn. Stel stortingslimieten in, neem regelmatig pauze en probeer verlies nooit terug te winnen. Via de klantenservice kun je op elk moment een afkoelperiode of zelfuitsluiting aanvragen.</p>',
      },
      'privacy-policy': {
        title: 'Privacybeleid',
        content:
          '<h2>Privacybeleid</h2><p>We verzamelen alleen de gegevens die nodig zijn om je account te beheren en aan onze wettelijke verplichtingen te voldoen. Wachtwoorden worden gehasht opgeslagen, betaalgegevens worden versleuteld en we verkopen nooit persoonsgegevens.</p>',
      },
      'refund-policy': {
        title: 'Terugbetalingsbeleid',
        content:
          '<h2>Terugbetalingsbeleid</h2><p>Stortingen die op je saldo zijn bijgeschreven, kun je opnemen zodra aan de inzetvereiste is voldaan. Bedragen van mislukte transacties worden binnen 3 werkdagen teruggestort via de oorspronkelijke betaalmethode.</p>',
      },
      affiliates: {
        title: 'Partners',
        content:
          '<h2>Partnerprogramma</h2><p>Verdien commissie op de spelers die je aanbrengt. Agenten krijgen een eigen agentenomgeving met teamrapporten, contracten en de keuze voor dagloon. Meld je aan via de <a href="/join">aanmeldpagina</a>.</p>',
      },
      'agent-programme': {
        title: 'Agentenprogramma',
        content:
          '<h2>Word agent van Lucky Lotus</h2><p>Bouw je eigen team van spelers op en verdien elke dag mee aan hun spel. Onze agenten runnen hun business vanuit een eigen agentenomgeving: accounts openen voor nieuwe spelers, de inzetten en winst van het team volgen en contracten afsluiten met hun eigen team.</p><h3>Wat je verdient</h3><table><thead><tr><th>Actieve spelers in de maand</th><th>Commissie op netto-omzet</th></tr></thead><tbody><tr><td>5 tot 19</td><td>25%</td></tr><tr><td>20 tot 49</td><td>35%</td></tr><tr><td>50 of meer</td><td>45%</td></tr></tbody></table><ul><li><strong>Dividendcontracten</strong>, elke periode uitbetaald over de resultaten van je team.</li><li><strong>Dagloon en uurloon</strong> over de geldige inzetten van je team.</li><li><strong>Realtime loon</strong>, elke 5 minuten afgerekend.</li></ul><h3>Zo doe je mee</h3><ol><li>Registreer een spelersaccount (dat is gratis).</li><li>Neem contact op met de klantenservice en vraag om agent te worden, of gebruik de uitnodigingslink van een bestaande agent.</li><li>Na goedkeuring open je de agentenomgeving via het menu van je account en deel je je partnercode.</li></ol><p>Agenten moeten minstens 18 jaar oud zijn en zich houden aan onze Algemene voorwaarden en de regels voor Verantwoord spelen.</p>',
      },
      'how-to-deposit': {
        title: 'Hoe stort ik?',
        content:
          '<h2>Hoe stort ik?</h2><ol><li>Log in en klik op <strong>Storten</strong>.</li><li>Kies een betaalmethode en vul het bedrag in.</li><li>Volg de instructies; je saldo wordt bijgewerkt zodra de betaling is bevestigd.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Hoe neem ik op?',
        content:
          '<h2>Hoe neem ik op?</h2><ol><li>Voeg een bankkaart toe in de ledenomgeving.</li><li>Klik op <strong>Opnemen</strong> en vul het bedrag en je betaalwachtwoord in.</li><li>Opnames worden meestal binnen 30 minuten verwerkt.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Ik ben mijn wachtwoord vergeten',
        content:
          '<p>Klik in het inlogvenster op <strong>Wachtwoord vergeten?</strong> om het te herstellen via e-mail of je mobiele nummer.</p>',
      },
      'faq-free-play': {
        title: 'Kan ik spellen gratis uitproberen?',
        content:
          '<p>Ja. Spellen met het label <em>Gratis spelen</em> kun je met een demo-account spelen, zonder te storten.</p>',
      },
      'faq-game-maintenance': {
        title: 'Een spel meldt dat het in onderhoud is',
        content:
          '<p>Providers zetten spellen af en toe even stil voor updates. Probeer een ander spel en kijk later nog eens.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Welkom op het platform',
      content:
        '<p>Welkom! Je account is klaar. Ga naar de <strong>ledenomgeving</strong> om een betaalwachtwoord in te stellen en een bankkaart te koppelen.</p>',
    },
    'weekend-bonus': {
      title: 'Weekend-stortingsbonus',
      content:
        '<p>Stort dit weekend en ontvang een <strong>bonus van 10%</strong> tot 500.</p><ul><li>Minimale storting 100</li><li>Inzetvereiste 5x</li></ul>',
    },
    maintenance: {
      title: 'Gepland onderhoud',
      content:
        '<p>Sommige spellen zijn dinsdag van 02:00 tot 04:00 uur (GMT+7) niet beschikbaar vanwege onderhoud.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Eigen spellen',
    'PVP:DEMO': 'Eigen spellen',
    'LIVE:DEMO': 'Eigen spellen',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Eigen spellen',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Eigen spellen',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Eigen spellen',
    'RNG:JILI': 'JILI Slots',
    'LIVE:DS88': 'DS88 Hanengevechten',
    'FISH:JILI': 'JILI Visspellen',
    'FISH:FC': 'Fa Chai Visspellen',
    'FISH:JDB': 'JDB Visspellen',
    'FISH:KA': 'KA Visspellen',
    'PVP:KY': 'Kaiyuan Kaartspellen',
    'LOTT:TCG_LOTTO_VN': 'Vietnamese loterij',
    'LOTT:TCG': 'TCG Loterij',
    'ELOTT:TCG_ELOTT': 'TCG E-loterij',
    'ELOTT:SGW': 'SGWin Snelloterij',
    'LOTT:TCG_LOTTO_SEA': 'Zuidoost-Aziatische loterij',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportweddenschappen',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Rifjager',
    'TCG_LOTTO_VN:VNMB': 'Loterij Noord',
    'TCG_LOTTO_VN:VNMN': 'Loterij Zuid',
    'TCG_LOTTO_VN:VNMT': 'Loterij Midden',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Supersnel 1 min',
    'TCG_LOTTO_VN:VNST5': 'Supersnel 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong Arena',
    'DS88:DS88L102': 'Derbykampioenschap',
    'DS88:DS88L103': 'Hoofdgevecht live',
  },
  promotions: {
    terms:
      'Eén keer claimen per lid. Het merk kan een bonus intrekken die door misbruik is verkregen. Bonusgeld moet worden ingezet zoals aangegeven voordat je het kunt opnemen.',
    list: {
      welcome: {
        title: 'Welkomstbonus 100% tot 500',
        summary: 'Verdubbel je eerste storting: doe mee, stort minimaal 10 en claim tot 500.',
        body: '<p>Nieuw hier? Doe mee aan deze promotie en stort daarna <b>10 of meer</b>. Wij verdubbelen je storting <b>100%</b>, tot <b>500</b>.</p><p>De bonus moet 5 keer worden ingezet voordat je kunt opnemen.</p>',
      },
      cashback: {
        title: 'Wekelijkse slots-cashback 5%',
        summary: 'Krijg aan het eind van de week 5% van je nettoverlies op slots terug, tot 200.',
        body: '<p>Doe mee, speel de hele week je favoriete slots en claim aan het eind van de week <b>5%</b> van je nettoverlies terug.</p>',
      },
      share: {
        title: 'Deel je grote winst',
        summary: 'Stuur ons een screenshot van een grote winst en krijg een beloning tot 88.',
        body: '<p>Flink gewonnen? Meld je aan met een korte toelichting en maximaal drie screenshots (png of jpg, max. 5 MB per stuk). Ons team beoordeelt elke aanvraag binnen 24 uur.</p>',
      },
      birthday: {
        title: 'VIP-verjaardagscadeau',
        summary: 'VIP-leden vragen in hun verjaardagsmaand een cadeau van ons aan.',
        body: '<p>Gefeliciteerd! Vraag het aan in je verjaardagsmaand en ons VIP-team stuurt je een cadeau.</p>',
      },
      raffle: {
        title: 'Lucky Lotus-verloting',
        summary: 'Eén trekking voor elke 100 die je stort. Prijzen tot 888!',
        body: '<p>Doe mee, stort en trek: elke <b>100</b> die je stort, levert één trekking op. Elke trekking wordt op onze server bepaald met een gepubliceerde seed-hash die je achteraf kunt controleren.</p>',
      },
      lunar: {
        title: 'Chinees Nieuwjaar Reload 30%',
        summary: 'Doe mee en stort 50 of meer: krijg 30% van die storting, tot 300 (één keer per lid).',
        body: '<p>Vier het nieuwe jaar: doe mee aan deze promotie, stort daarna <b>50 of meer</b> en krijg <b>30%</b> daarvan als bonus, tot <b>300</b>. Eén bonus per lid.</p><p>De bonus moet 3 keer worden ingezet voordat je kunt opnemen.</p>',
      },
      summer: {
        title: 'Zomer-reloadbonus 20%',
        summary: 'Deze promotie is afgelopen. Bedankt voor het meedoen!',
        body: '<p>20% op reload-stortingen van 20 of meer, tot 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hoofdprijs 888',
      'gold-prize-88': 'Gouden prijs 88',
      'silver-prize-8': 'Zilveren prijs 8',
      'lucky-prize-1': 'Gelukprijs 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bonusvoucher van $5',
      description:
        'Een bonusvoucher van $5, verstrekt door de klantenservice zodra de inwisseling is goedgekeurd.',
    },
    'free-spins-20': {
      name: '20 free spins',
      description: 'Twintig free spins op de Lucky Lotus-slot.',
    },
    'vip-week': {
      name: 'VIP-weekpas',
      description: 'Zeven dagen VIP-klantenservice en snellere opnames.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus-mok',
      description: 'Een keramische mok met het Lucky Lotus-logo, thuisbezorgd.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus-T-shirt',
      description: 'Katoenen T-shirt; punten plus een kleine verzendvergoeding.',
    },
    earbuds: {
      name: 'Draadloze oordopjes',
      description: 'Bluetooth-oordopjes met oplaadcase.',
    },
  },
  missions: {
    'daily-slots-20': 'Speel 20 spins op slots',
    'daily-bet-1000': 'Zet 1.000,00 in op een spel naar keuze',
    'daily-deposit-500': 'Stort 500,00',
    'weekly-login-3': 'Log 3 dagen achter elkaar in',
    'weekly-live-100': 'Speel 100 rondes live casino',
    'weekly-bet-10000': 'Zet deze week 10.000,00 in',
  },
};

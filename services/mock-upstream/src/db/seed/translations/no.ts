/**
 * Norwegian Bokmål (NO) of the seed's text: the keys of en.ts, each translated.
 */
import type { SeedTexts } from './en.js';

export const no: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} er koden din for å logge inn. Den utløper om {minutes} minutter. Ikke del den med noen.',
      register:
        '{brand}: {code} er koden din for å registrere deg. Den utløper om {minutes} minutter. Ikke del den med noen.',
      resetPassword:
        '{brand}: {code} er koden din for å tilbakestille passordet. Den utløper om {minutes} minutter. Ikke del den med noen.',
      loginIp:
        '{brand}: {code} er koden din for å bekrefte en innlogging fra en ny enhet. Den utløper om {minutes} minutter. Ikke del den med noen.',
      bindMobile:
        '{brand}: {code} er koden din for å koble til dette nummeret. Den utløper om {minutes} minutter. Ikke del den med noen.',
    },
    emailCode: {
      subject: '{brand}: bekreft e-postadressen din',
      body: 'Koden din er {code}. Den utløper om {minutes} minutter. Ikke del den med noen.',
    },
    passwordReset: {
      subject: '{brand}: tilbakestill passordet ditt',
      body: 'Hei {name}!\n\nÅpne denne lenken innen 30 minutter for å velge et nytt passord:\n{link}\n\nHar du ikke bedt om dette, kan du se bort fra denne e-posten.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Med enerett. Spill ansvarlig: kun 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Spill ansvarlig',
  },
  clubLabels: {
    member: 'Medlem',
    silver: 'Sølv',
    gold: 'Gull',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Bankoverføring',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Velkomstbonus 100 % opptil $500',
    'lucky-lanterns-jackpot-week': 'Jackpotuke i Lucky Lanterns',
    'join-our-telegram-community': 'Bli med i Telegram-fellesskapet vårt',
    'slots-cashback-every-monday': 'Cashback på spilleautomater hver mandag',
    'new-from-jili-this-month': 'Nytt fra JILI denne måneden',
    'lucky-lotus-raffle': 'Lucky Lotus-trekningen',
    'fishing-frenzy-tournament': 'Fishing Frenzy-turnering',
    'card-masters-league': 'Kortmesterligaen',
    'football-weekend-boost': 'Fotballboost i helgen',
    'esports-world-finals': 'VM-finaler i e-sport',
    'keno-every-minute': 'Keno hvert minutt',
    'get-the-lucky-lotus-app': 'Last ned Lucky Lotus-appen',
    'all-promotions-in-one-place': 'Alle kampanjer samlet på ett sted',
    'become-an-agent-earn-together': 'Bli agent og tjen penger sammen med oss',
    'redeem-points-for-rewards': 'Løs inn poeng mot belønninger',
    'we-are-here-24-7': 'Vi er her for deg 24/7',
    'welcome-back': 'Velkommen tilbake',
    'sign-up-and-claim-your-bonus': 'Registrer deg og hent bonusen din',
    'deposit-top-20': 'Innskudd TOPP 20',
    'valid-bet-top-20': 'Gyldige innsatser TOPP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Planlagt vedlikehold hos Microgaming',
      content:
        '<p>Spillene fra Microgaming har planlagt vedlikehold. Prøv gjerne de andre <a href="/rng">automatleverandørene</a> våre så lenge.</p>',
    },
    'new-payment-method-available': {
      title: 'Ny betalingsmetode tilgjengelig',
      content:
        '<p>Nå kan du sette inn med <strong>umiddelbar bankoverføring</strong>. Pengene er på kontoen på under ett minutt.</p>',
    },
    'secure-your-account': {
      title: 'Sikre kontoen din',
      content:
        '<p>For din egen sikkerhet: Del aldri passordet eller bekreftelseskodene dine. Våre ansatte vil <em>aldri</em> be om dem.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Vi feirer kinesisk nyttår',
      content:
        '<p>Feir med oss! Røde konvolutter hver dag til alle aktive medlemmer fra <strong>1. til 15. februar</strong>.</p><ul><li>Logg inn hver dag</li><li>Spill hvilket som helst spill</li><li>Hent i Belønningssenteret</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Ukentlig cashback på spilleautomater',
      content:
        '<p>Få opptil <strong>10 % cashback</strong> på nettotapet ditt på spilleautomater hver mandag. Ingen omsetningskrav.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus når du verver en venn',
      content:
        '<p>Inviter venner med invitasjonslenken din og få <strong>$10</strong> for hver venn som gjør sitt første innskudd.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Velkommen til Lucky Lotus',
      content:
        '<p>Takk for at du valgte Lucky Lotus. Utforsk over 400 spill innen spilleautomater, live casino, sport og lotteri.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Raskere uttak i helgene',
      content:
        '<p>Uttak du ber om på lørdager og søndager, behandles nå innen <strong>30 minutter</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Premier i Innskudd TOPP 20 hver måned',
      content:
        '<p>De 20 medlemmene med høyest innskudd i måneden deler en premiepott på <strong>$5 000</strong>. Se <a href="/deposit-rank">Innskudd TOPP 20</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Belønninger i Gyldige innsatser TOPP 20',
      content:
        '<p>Klatre på <a href="/bet-rank">Gyldige innsatser TOPP 20</a> og vinn free spins og kontantpremier ved slutten av hver måned.</p>',
    },
    'update-your-contact-details': {
      title: 'Oppdater kontaktinformasjonen din',
      content:
        '<p>Hold mobilnummeret og e-postadressen din oppdatert, slik at vi kan nå deg angående uttak og sikkerhetskoder.</p>',
    },
    'play-responsibly': {
      title: 'Spill ansvarlig',
      content:
        '<p>Sett innskuddsgrenser og ta pauser. Besøk <a href="/help">Hjelpesenteret</a> vårt for verktøy for ansvarlig spill.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Agentprovisjon utbetales hver mandag',
      content:
        '<p>Provisjonen for forrige uke settes inn i hovedlommeboken din hver mandag før kl. 12:00. Se <b>Min inntekt</b> i agentsenteret.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Nyhet: invitasjonslenker med QR-koder',
      content:
        '<p>Lag opptil 20 invitasjonslenker under <b>Opprett konto</b>, for spillere eller underagenter, og følg med på hvor mange som har registrert seg via hver lenke.</p>',
    },
  },
  help: {
    categories: {
      about: 'Om oss',
      policies: 'Regler og retningslinjer',
      affiliates: 'Affiliates',
      banking: 'Innskudd og uttak',
      faq: 'Ofte stilte spørsmål',
    },
    articles: {
      'about-company': {
        title: 'Om selskapet',
        content:
          '<h2>Om Lucky Lotus</h2><p>Lucky Lotus er et nettunderholdningsmerke med spilleautomater, live casino, fiskespill, kortspill, sport, e-sport og lotteri. Vi samarbeider bare med sertifiserte spilleverandører og reviderte generatorer for tilfeldige tall.</p>',
      },
      'contact-us': {
        title: 'Kontakt oss',
        content:
          '<h2>Kontakt oss</h2><p>Kundestøtten vår er tilgjengelig døgnet rundt, alle ukens 7 dager.</p><ul><li>Livechat: via Kundeservice-knappen</li><li>E-post: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Generelle vilkår og betingelser',
        content:
          '<h2>Generelle vilkår og betingelser</h2><p>Ved å registrere en konto bekrefter du at du er minst 18 år, og at pengespill på nett er lovlig der du bor.</p><ol><li>Én konto per person, husstand og enhet.</li><li>Bonuser har sine egne omsetningskrav.</li><li>Vi kan stenge kontoer som er involvert i svindel eller misbruk.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Ansvarlig spill',
        content:
          '<h2>Ansvarlig spill</h2><p>Spill skal være gøy. Sett innskuddsgrenser, ta jevnlige pauser og jag aldri tap. Du kan når som helst be om en pause eller selvutestengelse via kundeservice.</p>',
      },
      'privacy-policy': {
        title: 'Personvernerklæring',
        content:
          '<h2>Personvernerklæring</h2><p>Vi samler bare inn de opplysningene som trengs for å drive kontoen din og oppfylle lovpålagte krav. Passord lagres hashet, betalingsopplysninger krypteres, og vi selger aldri personopplysninger.</p>',
      },
      'refund-policy': {
        title: 'Refusjonsvilkår',
        content:
          '<h2>Refusjonsvilkår</h2><p>Innskudd som er godskrevet saldoen din, kan tas ut når omsetningskravet er oppfylt. Beløp fra mislykkede transaksjoner føres tilbake til den opprinnelige betalingsmetoden innen 3 virkedager.</p>',
      },
      affiliates: {
        title: 'Affiliates',
        content:
          '<h2>Affiliateprogram</h2><p>Tjen provisjon på spillerne du verver. Agenter får sitt eget agentsenter med teamrapporter, kontrakter og mulighet for daglønn. Søk via <a href="/join">påmeldingssiden</a>.</p>',
      },
      'agent-programme': {
        title: 'Agentprogram',
        content:
          '<h2>Bli agent for Lucky Lotus</h2><p>Bygg ditt eget lag av spillere og tjen på spillingen deres hver dag. Agentene våre driver virksomheten sin fra et eget agentsenter: De oppretter kontoer for nye spillere, følger lagets innsatser og overskudd og inngår kontrakter med sine egne underordnede.</p><h3>Dette tjener du</h3><table><thead><tr><th>Aktive spillere i måneden</th><th>Provisjon av nettoinntekter</th></tr></thead><tbody><tr><td>5–19</td><td>25 %</td></tr><tr><td>20–49</td><td>35 %</td></tr><tr><td>50 eller flere</td><td>45 %</td></tr></tbody></table><ul><li><strong>Utbyttekontrakter</strong> som utbetales hver periode basert på lagets resultater.</li><li><strong>Daglønn og timelønn</strong> på lagets gyldige innsatser.</li><li><strong>Lønn i sanntid</strong> som gjøres opp hvert 5. minutt.</li></ul><h3>Slik blir du med</h3><ol><li>Registrer en spillerkonto (det er gratis).</li><li>Kontakt kundeservice og be om å bli agent, eller bruk invitasjonslenken til en eksisterende agent.</li><li>Når du er godkjent, åpner du agentsenteret fra kontomenyen og deler partnerkoden din.</li></ol><p>Agenter må være minst 18 år og følge våre Generelle vilkår og reglene for Ansvarlig spill.</p>',
      },
      'how-to-deposit': {
        title: 'Slik setter du inn penger',
        content:
          '<h2>Slik setter du inn penger</h2><ol><li>Logg inn og trykk på <strong>Innskudd</strong>.</li><li>Velg en betalingsmetode og skriv inn beløpet.</li><li>Følg instruksjonene; saldoen oppdateres så snart betalingen er bekreftet.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Slik tar du ut penger',
        content:
          '<h2>Slik tar du ut penger</h2><ol><li>Legg til et bankkort under Min konto.</li><li>Trykk på <strong>Ta ut</strong>, og skriv inn beløpet og betalingspassordet ditt.</li><li>Uttak behandles vanligvis innen 30 minutter.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Jeg har glemt passordet mitt',
        content:
          '<p>Bruk <strong>Glemt passordet?</strong> i innloggingsvinduet for å tilbakestille det via e-post eller mobilnummer.</p>',
      },
      'faq-free-play': {
        title: 'Kan jeg prøve spillene gratis?',
        content:
          '<p>Ja. Spill som er merket <em>Gratisspill</em>, kan spilles med en gratiskonto uten innskudd.</p>',
      },
      'faq-game-maintenance': {
        title: 'Et spill sier at det er under vedlikehold',
        content:
          '<p>Leverandørene setter av og til spill på pause for oppdateringer. Prøv et annet spill, og sjekk igjen senere.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Velkommen til portalen',
      content:
        '<p>Velkommen! Kontoen din er klar. Gå til <strong>Min konto</strong> for å velge et betalingspassord og koble til et bankkort.</p>',
    },
    'weekend-bonus': {
      title: 'Innskuddsbonus i helgen',
      content:
        '<p>Sett inn i helgen og få <strong>10 % bonus</strong> opptil 500.</p><ul><li>Minste innskudd 100</li><li>Omsetning 5x</li></ul>',
    },
    maintenance: {
      title: 'Planlagt vedlikehold',
      content: '<p>Noen spill er utilgjengelige tirsdag kl. 02:00–04:00 (GMT+7) på grunn av vedlikehold.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Egne spill',
    'PVP:DEMO': 'Egne spill',
    'LIVE:DEMO': 'Egne spill',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Egne spill',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Egne spill',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Egne spill',
    'RNG:JILI': 'JILI Spilleautomater',
    'LIVE:DS88': 'DS88 Hanekamp',
    'FISH:JILI': 'JILI Fiskespill',
    'FISH:FC': 'Fa Chai Fiskespill',
    'FISH:JDB': 'JDB Fiskespill',
    'FISH:KA': 'KA Fiskespill',
    'PVP:KY': 'Kaiyuan Kortspill',
    'LOTT:TCG_LOTTO_VN': 'Vietnamesisk lotteri',
    'LOTT:TCG': 'TCG Lotteri',
    'ELOTT:TCG_ELOTT': 'TCG E-lotteri',
    'ELOTT:SGW': 'SGWin Hurtiglotto',
    'LOTT:TCG_LOTTO_SEA': 'Sørøstasiatisk lotteri',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportsbetting',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Revjegeren',
    'TCG_LOTTO_VN:VNMB': 'Lotteri Nord',
    'TCG_LOTTO_VN:VNMN': 'Lotteri Sør',
    'TCG_LOTTO_VN:VNMT': 'Lotteri Midt',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Superrask 1 min',
    'TCG_LOTTO_VN:VNST5': 'Superrask 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong-arena',
    'DS88:DS88L102': 'Derbymesterskap',
    'DS88:DS88L103': 'Hovedkamp direkte',
  },
  promotions: {
    terms:
      'Kan hentes én gang per medlem. Merkevaren kan trekke tilbake en bonus som er oppnådd ved misbruk. Bonuspenger må omsettes som angitt før de kan tas ut.',
    list: {
      welcome: {
        title: 'Velkomstbonus 100 % opptil 500',
        summary: 'Doble det første innskuddet ditt: Bli med, sett inn minst 10 og få opptil 500.',
        body: '<p>Ny her? Bli med i kampanjen, og gjør deretter et innskudd på <b>10 eller mer</b>. Vi matcher det med <b>100 %</b> opptil <b>500</b>.</p><p>Bonusen må omsettes 5 ganger før uttak.</p>',
      },
      cashback: {
        title: 'Ukentlig cashback på spilleautomater 5 %',
        summary: 'Få tilbake 5 % av nettotapet ditt på spilleautomater når uken er over, opptil 200.',
        body: '<p>Bli med, spill favorittautomatene dine hele uken og hent <b>5 %</b> av nettotapet ditt når uken er over.</p>',
      },
      share: {
        title: 'Del storgevinsten din',
        summary: 'Send oss et skjermbilde av en storgevinst og få en belønning på opptil 88.',
        body: '<p>Vunnet stort? Søk med en kort kommentar og opptil tre skjermbilder (png eller jpg, maks 5 MB per bilde). Teamet vårt går gjennom hver søknad innen 24 timer.</p>',
      },
      birthday: {
        title: 'VIP-bursdagsgave',
        summary: 'VIP-medlemmer søker i bursdagsmåneden sin om en gave fra oss.',
        body: '<p>Gratulerer med dagen! Søk i bursdagsmåneden din, så sender VIP-teamet vårt deg en gave.</p>',
      },
      raffle: {
        title: 'Lucky Lotus-trekningen',
        summary: 'Én trekning for hver 100 du setter inn. Premier opptil 888!',
        body: '<p>Bli med, sett inn og trekk: Hver <b>100</b> du setter inn, gir én trekning. Hver trekning avgjøres på serveren vår med en publisert seed-hash som du kan kontrollere i etterkant.</p>',
      },
      lunar: {
        title: 'Kinesisk nyttår: reload 30 %',
        summary: 'Bli med og sett inn 50 eller mer: Få 30 % av innskuddet, opptil 300 (én gang per medlem).',
        body: '<p>Feir det nye året: Bli med i kampanjen, gjør deretter et innskudd på <b>50 eller mer</b>, og få <b>30 %</b> av det i bonus, opptil <b>300</b>. Én bonus per medlem.</p><p>Bonusen må omsettes 3 ganger før uttak.</p>',
      },
      summer: {
        title: 'Sommerens reloadbonus 20 %',
        summary: 'Denne kampanjen er avsluttet. Takk for at du var med!',
        body: '<p>20 % på reload-innskudd på 20 eller mer, opptil 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hovedpremie 888',
      'gold-prize-88': 'Gullpremie 88',
      'silver-prize-8': 'Sølvpremie 8',
      'lucky-prize-1': 'Lykkepremie 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bonuskupong på $5',
      description: 'En bonuskupong på $5, som kundeservice utsteder når byttet er godkjent.',
    },
    'free-spins-20': {
      name: '20 free spins',
      description: 'Tjue free spins på spilleautomaten Lucky Lotus.',
    },
    'vip-week': {
      name: 'VIP-ukepass',
      description: 'Sju dager med VIP-kundeservice og raskere uttak.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus-krus',
      description: 'Et keramikkrus med Lucky Lotus-logoen, levert på døren.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus-T-skjorte',
      description: 'T-skjorte i bomull; poeng pluss et lite leveringsgebyr.',
    },
    earbuds: {
      name: 'Trådløse ørepropper',
      description: 'Bluetooth-ørepropper med ladeetui.',
    },
  },
  missions: {
    'daily-slots-20': 'Spill 20 spinn på spilleautomater',
    'daily-bet-1000': 'Spill for 1 000,00 i et valgfritt spill',
    'daily-deposit-500': 'Sett inn 500,00',
    'weekly-login-3': 'Logg inn 3 dager på rad',
    'weekly-live-100': 'Spill 100 runder live casino',
    'weekly-bet-10000': 'Spill for 10 000,00 denne uken',
  },
};

/**
 * Czech (CS) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/cs): Vklad, Výběr, Platná sázka, Centrum agenta, Zákaznická podpora, Zodpovědné
 * hraní; the player is addressed with «vy», as the portal does.
 */
import type { SeedTexts } from './en.js';

export const cs: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}: {code} je váš kód pro přihlášení. Platí {minutes} min. Nikomu ho nesdělujte.',
      register: '{brand}: {code} je váš kód pro registraci. Platí {minutes} min. Nikomu ho nesdělujte.',
      resetPassword:
        '{brand}: {code} je váš kód pro obnovení hesla. Platí {minutes} min. Nikomu ho nesdělujte.',
      loginIp:
        '{brand}: {code} je váš kód pro potvrzení přihlášení z nového zařízení. Platí {minutes} min. Nikomu ho nesdělujte.',
      bindMobile:
        '{brand}: {code} je váš kód pro propojení tohoto čísla. Platí {minutes} min. Nikomu ho nesdělujte.',
    },
    emailCode: {
      subject: '{brand}: potvrďte svůj e-mail',
      body: 'Váš kód je {code}. Platí {minutes} min. Nikomu ho nesdělujte.',
    },
    passwordReset: {
      subject: '{brand}: obnovení hesla',
      body: 'Dobrý den, {name},\n\notevřete tento odkaz do 30 minut a nastavte si nové heslo:\n{link}\n\nPokud jste o obnovení hesla nežádali, tento e-mail ignorujte.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Všechna práva vyhrazena. Hrajte zodpovědně: pouze 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Hrajte zodpovědně',
  },
  clubLabels: {
    member: 'Člen',
    silver: 'Stříbro',
    gold: 'Zlato',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Bankovní převod',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Uvítací bonus 100 % až do $500',
    'lucky-lanterns-jackpot-week': 'Týden jackpotů Lucky Lanterns',
    'join-our-telegram-community': 'Přidejte se k naší komunitě na Telegramu',
    'slots-cashback-every-monday': 'Cashback na automaty každé pondělí',
    'new-from-jili-this-month': 'Novinky od JILI tento měsíc',
    'lucky-lotus-raffle': 'Tombola Lucky Lotus',
    'fishing-frenzy-tournament': 'Turnaj Fishing Frenzy',
    'card-masters-league': 'Liga mistrů karetních her',
    'football-weekend-boost': 'Zvýšené kurzy na fotbal o víkendu',
    'esports-world-finals': 'Světová finále e-sportů',
    'keno-every-minute': 'Keno každou minutu',
    'get-the-lucky-lotus-app': 'Stáhněte si aplikaci Lucky Lotus',
    'all-promotions-in-one-place': 'Všechny akce na jednom místě',
    'become-an-agent-earn-together': 'Staňte se agentem a vydělávejte s námi',
    'redeem-points-for-rewards': 'Vyměňte body za odměny',
    'we-are-here-24-7': 'Jsme tu pro vás 24/7',
    'welcome-back': 'Vítejte zpět',
    'sign-up-and-claim-your-bonus': 'Zaregistrujte se a získejte bonus',
    'deposit-top-20': 'TOP 20 vkladů',
    'valid-bet-top-20': 'TOP 20 platných sázek',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Plánovaná údržba Microgaming',
      content:
        '<p>Hry Microgaming procházejí plánovanou údržbou. Mezitím vyzkoušejte automaty od <a href="/rng">dalších dodavatelů</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Nový způsob platby',
      content:
        '<p>Nově můžete vkládat <strong>okamžitým bankovním převodem</strong>. Peníze dorazí za méně než minutu.</p>',
    },
    'secure-your-account': {
      title: 'Zabezpečte svůj účet',
      content:
        '<p>Kvůli vaší bezpečnosti nikomu nesdělujte heslo ani ověřovací kódy. Naši zaměstnanci o ně <em>nikdy</em> nežádají.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Oslava lunárního Nového roku',
      content:
        '<p>Slavte s námi! Každý den červené obálky pro všechny aktivní hráče <strong>od 1. do 15. února</strong>.</p><ul><li>Přihlašujte se každý den</li><li>Hrajte jakoukoli hru</li><li>Vyzvedněte si odměnu v Centru odměn</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Týdenní cashback na automaty',
      content:
        '<p>Každé pondělí získáte <strong>až 10% cashback</strong> z čisté prohry na automatech. Bez podmínek protočení.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus za doporučení přítele',
      content:
        '<p>Pozvěte přátele přes svůj doporučující odkaz a získejte <strong>$10</strong> za každého, kdo provede první vklad.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Vítejte v Lucky Lotus',
      content:
        '<p>Děkujeme, že jste si vybrali Lucky Lotus. Objevte přes 400 her: automaty, živé kasino, sportovní sázky a loterie.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Rychlejší výběry o víkendu',
      content: '<p>Výběry zadané v sobotu a v neděli nyní vyřizujeme do <strong>30 minut</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Ceny pro TOP 20 vkladů každý měsíc',
      content:
        '<p>20 hráčů s nejvyššími vklady za měsíc si rozdělí výherní fond <strong>$5 000</strong>. Podívejte se na <a href="/deposit-rank">TOP 20 vkladů</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Odměny pro TOP 20 platných sázek',
      content:
        '<p>Vyšplhejte se do <a href="/bet-rank">TOP 20 platných sázek</a> a na konci každého měsíce vyhrajte free spiny a peněžní odměny.</p>',
    },
    'update-your-contact-details': {
      title: 'Aktualizujte své kontaktní údaje',
      content:
        '<p>Udržujte své telefonní číslo a e-mail aktuální, abychom vás mohli kontaktovat ohledně výběrů a bezpečnostních kódů.</p>',
    },
    'play-responsibly': {
      title: 'Hrajte zodpovědně',
      content:
        '<p>Nastavte si limity vkladů a dělejte si přestávky. Nástroje pro zodpovědné hraní najdete v našem <a href="/help">Centru nápovědy</a>.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Provize agentům se vyplácí každé pondělí',
      content:
        '<p>Provize za předchozí týden se připisuje do vaší hlavní peněženky každé pondělí do 12:00. Zkontrolujte <b>Můj příjem</b> v centru agenta.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Novinka: zvací odkazy s QR kódy',
      content:
        '<p>V sekci <b>Založit účet</b> si vytvořte až 20 zvacích odkazů pro hráče nebo subagenty a sledujte, kolik lidí se přes každý z nich zaregistrovalo.</p>',
    },
  },
  help: {
    categories: {
      about: 'O nás',
      policies: 'Pravidla a zásady',
      affiliates: 'Partnerský program',
      banking: 'Vklady a výběry',
      faq: 'Časté dotazy',
    },
    articles: {
      'about-company': {
        title: 'O společnosti',
        content:
          '<h2>O Lucky Lotus</h2><p>Lucky Lotus je značka online zábavy, která nabízí automaty, živé kasino, rybaření, karetní hry, sportovní sázky, e-sporty a loterie. Spolupracujeme pouze s certifikovanými dodavateli her a auditovanými generátory náhodných čísel.</p>',
      },
      'contact-us': {
        title: 'Kontakt',
        content:
          '<h2>Kontakt</h2><p>Naše zákaznická podpora je k dispozici 24 hodin denně, 7 dní v týdnu.</p><ul><li>Živý chat: přes tlačítko Zákaznická podpora</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Všeobecné obchodní podmínky',
        content:
          '<h2>Všeobecné obchodní podmínky</h2><p>Registrací účtu potvrzujete, že je vám alespoň 18 let a že online hry jsou v místě vašeho bydliště legální.</p><ol><li>Jeden účet na osobu, domácnost a zařízení.</li><li>Každý bonus má vlastní podmínky protočení.</li><li>Účty zapojené do podvodu nebo zneužívání můžeme zablokovat.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Zodpovědné hraní',
        content:
          '<h2>Zodpovědné hraní</h2><p>Hraní má být zábava. Nastavte si limity vkladů, pravidelně si dávejte přestávky a nikdy se nesnažte prohry dohánět. Kdykoli můžete přes zákaznickou podporu požádat o časový odstup nebo sebevyloučení.</p>',
      },
      'privacy-policy': {
        title: 'Zásady ochrany osobních údajů',
        content:
          '<h2>Zásady ochrany osobních údajů</h2><p>Shromažďujeme jen údaje potřebné k vedení vašeho účtu a splnění zákonných povinností. Hesla ukládáme jako hash, platební údaje šifrujeme a osobní údaje nikdy neprodáváme.</p>',
      },
      'refund-policy': {
        title: 'Zásady vracení peněz',
        content:
          '<h2>Zásady vracení peněz</h2><p>Vklady připsané na zůstatek můžete vybrat po splnění podmínky protočení. Peníze z neúspěšných transakcí vracíme původní platební metodou do 3 pracovních dnů.</p>',
      },
      affiliates: {
        title: 'Partnerský program',
        content:
          '<h2>Partnerský program</h2><p>Získávejte provizi z hráčů, které přivedete. Agenti mají vlastní centrum agenta s reporty týmu, smlouvami a možností denní mzdy. Přihlaste se na <a href="/join">stránce pro partnery</a>.</p>',
      },
      'agent-programme': {
        title: 'Program pro agenty',
        content:
          '<h2>Staňte se agentem Lucky Lotus</h2><p>Vybudujte si vlastní tým hráčů a vydělávejte na jejich hře každý den. Naši agenti řídí svůj byznys z vlastního centra agenta: zakládají účty novým hráčům, sledují sázky a zisk týmu a uzavírají smlouvy se svou sítí.</p><h3>Kolik vyděláte</h3><table><thead><tr><th>Aktivní hráči v měsíci</th><th>Provize z čistého příjmu</th></tr></thead><tbody><tr><td>5 až 19</td><td>25 %</td></tr><tr><td>20 až 49</td><td>35 %</td></tr><tr><td>50 a více</td><td>45 %</td></tr></tbody></table><ul><li><strong>Dividendové smlouvy</strong> vyplácené každé období podle výsledků vašeho týmu.</li><li><strong>Denní a hodinová mzda</strong> z platných sázek vašeho týmu.</li><li><strong>Mzda v reálném čase</strong> vyúčtovaná každých 5 minut.</li></ul><h3>Jak se přidat</h3><ol><li>Zaregistrujte si hráčský účet (je to zdarma).</li><li>Kontaktujte zákaznickou podporu a požádejte o status agenta, nebo použijte doporučující odkaz stávajícího agenta.</li><li>Po schválení otevřete centrum agenta z nabídky účtu a sdílejte svůj partnerský kód.</li></ol><p>Agentům musí být alespoň 18 let a musí dodržovat naše Všeobecné podmínky a pravidla Zodpovědného hraní.</p>',
      },
      'how-to-deposit': {
        title: 'Jak vložit peníze',
        content:
          '<h2>Jak vložit peníze</h2><ol><li>Přihlaste se a klikněte na <strong>Vklad</strong>.</li><li>Vyberte platební metodu a zadejte částku.</li><li>Postupujte podle pokynů; zůstatek se aktualizuje, jakmile bude platba potvrzena.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Jak vybrat peníze',
        content:
          '<h2>Jak vybrat peníze</h2><ol><li>V sekci Můj účet přidejte bankovní kartu.</li><li>Klikněte na <strong>Výběr</strong>, zadejte částku a platební heslo.</li><li>Výběry obvykle vyřizujeme do 30 minut.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Zapomněl(a) jsem heslo',
        content:
          '<p>V přihlašovacím okně klikněte na <strong>Zapomněli jste heslo?</strong> a obnovte ho přes e-mail nebo telefonní číslo.</p>',
      },
      'faq-free-play': {
        title: 'Můžu si hry vyzkoušet zdarma?',
        content: '<p>Ano. Hry označené <em>Hra zdarma</em> můžete hrát se zkušebním účtem bez vkladu.</p>',
      },
      'faq-game-maintenance': {
        title: 'Hra hlásí probíhající údržbu',
        content:
          '<p>Dodavatelé občas hry pozastaví kvůli aktualizacím. Zkuste jinou hru a vraťte se později.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Vítejte na portálu',
      content:
        '<p>Vítejte! Váš účet je připravený. V sekci <strong>Můj účet</strong> si nastavte platební heslo a propojte bankovní kartu.</p>',
    },
    'weekend-bonus': {
      title: 'Víkendový bonus k vkladu',
      content:
        '<p>Vložte tento víkend a získejte <strong>bonus 10 %</strong> až do 500.</p><ul><li>Minimální vklad 100</li><li>Protočení 5×</li></ul>',
    },
    maintenance: {
      title: 'Plánovaná údržba',
      content: '<p>V úterý od 02:00 do 04:00 (GMT+7) budou některé hry kvůli údržbě nedostupné.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Originální hry portálu',
    'PVP:DEMO': 'Originální hry portálu',
    'LIVE:DEMO': 'Originální hry portálu',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Originální hry portálu',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Originální hry portálu',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Originální hry portálu',
    'RNG:JILI': 'Automaty JILI',
    'LIVE:DS88': 'Kohoutí zápasy DS88',
    'FISH:JILI': 'Rybaření JILI',
    'FISH:FC': 'Rybaření Fa Chai',
    'FISH:JDB': 'Rybaření JDB',
    'FISH:KA': 'Rybaření KA',
    'PVP:KY': 'Karetní hry Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Vietnamská loterie',
    'LOTT:TCG': 'Loterie TCG',
    'ELOTT:TCG_ELOTT': 'E-loterie TCG',
    'ELOTT:SGW': 'Rychlé loterie SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Loterie jihovýchodní Asie',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Živý baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportovní sázky',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sporty',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Lovec z útesu',
    'TCG_LOTTO_VN:VNMB': 'Severní loterie',
    'TCG_LOTTO_VN:VNMN': 'Jižní loterie',
    'TCG_LOTTO_VN:VNMT': 'Centrální loterie',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoj VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Či Minovo Město VIP',
    'TCG_LOTTO_VN:VNST1': 'Super rychlá 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super rychlá 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Aréna Sabong',
    'DS88:DS88L102': 'Derby šampionát',
    'DS88:DS88L103': 'Hlavní zápas živě',
  },
  promotions: {
    terms:
      'Jeden bonus na hráče. Bonus získaný zneužitím může značka odebrat. Bonusové peníze je před výběrem nutné protočit podle uvedených podmínek.',
    list: {
      welcome: {
        title: 'Uvítací bonus 100 % až do 500',
        summary: 'Zdvojnásobte svůj první vklad: zapojte se, vložte alespoň 10 a získejte až 500.',
        body: '<p>Jste tu nově? Zapojte se do této akce a vložte <b>10 nebo více</b>. Přidáme <b>100 %</b>, maximálně <b>500</b>.</p><p>Bonus je před výběrem nutné protočit 5×.</p>',
      },
      cashback: {
        title: 'Týdenní cashback na automaty 5 %',
        summary: 'Na konci týdne získejte zpět 5 % čisté prohry na automatech, až 200.',
        body: '<p>Zapojte se, hrajte celý týden své oblíbené automaty a po skončení týdne si vyzvedněte <b>5 %</b> čisté prohry zpět.</p>',
      },
      share: {
        title: 'Pochlubte se velkou výhrou',
        summary: 'Pošlete nám snímek obrazovky s velkou výhrou a získejte odměnu až 88.',
        body: '<p>Velká výhra? Pošlete žádost s krátkým komentářem a až třemi snímky obrazovky (png nebo jpg, každý do 5 MB). Každou žádost posoudíme do 24 hodin.</p>',
      },
      birthday: {
        title: 'Narozeninový dárek pro VIP',
        summary: 'VIP hráči si v měsíci svých narozenin požádají o dárek od nás.',
        body: '<p>Všechno nejlepší! Požádejte v měsíci svých narozenin a náš VIP tým vám pošle dárek.</p>',
      },
      raffle: {
        title: 'Tombola Lucky Lotus',
        summary: 'Jedno losování za každých vložených 100. Ceny až 888!',
        body: '<p>Zapojte se, vkládejte a losujte: každých vložených <b>100</b> vám dá jedno losování. Každé losování se rozhoduje na našem serveru se zveřejněným hashem seedu, který si můžete později ověřit.</p>',
      },
      lunar: {
        title: 'Reload bonus 30 % k lunárnímu Novému roku',
        summary: 'Zapojte se a vložte 50 nebo více: získáte 30 % z tohoto vkladu, až 300 (jednou na hráče).',
        body: '<p>Oslavte nový rok: zapojte se do akce, vložte <b>50 nebo více</b> a získejte <b>30 %</b> z vkladu jako bonus, maximálně <b>300</b>. Jeden bonus na hráče.</p><p>Bonus je před výběrem nutné protočit 3×.</p>',
      },
      summer: {
        title: 'Letní reload bonus 20 %',
        summary: 'Tato akce skončila. Děkujeme za účast!',
        body: '<p>20 % k dalším vkladům od 20, maximálně 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hlavní cena 888',
      'gold-prize-88': 'Zlatá cena 88',
      'silver-prize-8': 'Stříbrná cena 8',
      'lucky-prize-1': 'Šťastná cena 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bonusový poukaz $5',
      description: 'Bonusový poukaz na $5, který připíše zákaznická podpora po schválení výměny.',
    },
    'free-spins-20': {
      name: '20 free spinů',
      description: 'Dvacet free spinů na automatu Lucky Lotus.',
    },
    'vip-week': {
      name: 'Týdenní VIP propustka',
      description: 'Sedm dní VIP zákaznické podpory a rychlejších výběrů.',
    },
    'lotus-mug': {
      name: 'Hrnek Lucky Lotus',
      description: 'Keramický hrnek s logem Lucky Lotus, doručený až k vám domů.',
    },
    'lotus-tshirt': {
      name: 'Tričko Lucky Lotus',
      description: 'Bavlněné tričko; body plus malý poplatek za doručení.',
    },
    earbuds: {
      name: 'Bezdrátová sluchátka',
      description: 'Bluetooth sluchátka s nabíjecím pouzdrem.',
    },
  },
  missions: {
    'daily-slots-20': 'Odehrajte 20 otoček na automatech',
    'daily-bet-1000': 'Vsaďte 1 000,00 v jakékoli hře',
    'daily-deposit-500': 'Vložte 500,00',
    'weekly-login-3': 'Přihlaste se 3 dny po sobě',
    'weekly-live-100': 'Odehrajte 100 kol v živém kasinu',
    'weekly-bet-10000': 'Vsaďte tento týden 10 000,00',
  },
};

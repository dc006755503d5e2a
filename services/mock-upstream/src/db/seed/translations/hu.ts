/**
 * Hungarian (HU) of the seed's text: the keys of en.ts, each translated. The words are the portal's
 * own (web/src/locales/hu): Befizetés, Kifizetés, Érvényes tét, Ügynökközpont, Ügyfélszolgálat,
 * Felelős játék; the player is addressed with «te», as the portal does.
 */
import type { SeedTexts } from './en.js';

export const hu: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}: a bejelentkezési kódod: {code}. {minutes} percig érvényes. Senkinek ne add ki!',
      register: '{brand}: a regisztrációs kódod: {code}. {minutes} percig érvényes. Senkinek ne add ki!',
      resetPassword:
        '{brand}: a jelszó-visszaállítási kódod: {code}. {minutes} percig érvényes. Senkinek ne add ki!',
      loginIp:
        '{brand}: az új eszközről történő bejelentkezés megerősítő kódja: {code}. {minutes} percig érvényes. Senkinek ne add ki!',
      bindMobile:
        '{brand}: a telefonszám összekapcsolásához szükséges kódod: {code}. {minutes} percig érvényes. Senkinek ne add ki!',
    },
    emailCode: {
      subject: '{brand}: erősítsd meg az e-mail-címed',
      body: 'A kódod: {code}. {minutes} percig érvényes. Senkinek ne add ki!',
    },
    passwordReset: {
      subject: '{brand}: jelszó-visszaállítás',
      body: 'Szia {name}!\n\nNyisd meg ezt a linket 30 percen belül, és adj meg új jelszót:\n{link}\n\nHa nem te kérted, hagyd figyelmen kívül ezt a levelet.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Minden jog fenntartva. Játssz felelősen: csak 18 éven felülieknek.',
  },
  pictures: {
    bannerSubtitle: '18+ · Játssz felelősen',
  },
  clubLabels: {
    member: 'Tag',
    silver: 'Ezüst',
    gold: 'Arany',
    diamond: 'Gyémánt',
  },
  depositChannels: {
    bankTransfer: 'Banki átutalás',
  },
  banners: {
    'welcome-bonus-100-up-to-500': '100% üdvözlő bónusz akár $500-ig',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns jackpothét',
    'join-our-telegram-community': 'Csatlakozz Telegram-közösségünkhöz',
    'slots-cashback-every-monday': 'Nyerőgépes cashback minden hétfőn',
    'new-from-jili-this-month': 'A hónap JILI újdonságai',
    'lucky-lotus-raffle': 'Lucky Lotus sorsolás',
    'fishing-frenzy-tournament': 'Fishing Frenzy bajnokság',
    'card-masters-league': 'Kártyamesterek ligája',
    'football-weekend-boost': 'Hétvégi focis oddsemelés',
    'esports-world-finals': 'E-sport világdöntők',
    'keno-every-minute': 'Kenó percenként',
    'get-the-lucky-lotus-app': 'Töltsd le a Lucky Lotus appot',
    'all-promotions-in-one-place': 'Minden promóció egy helyen',
    'become-an-agent-earn-together': 'Legyél ügynök, és keress velünk együtt',
    'redeem-points-for-rewards': 'Váltsd be pontjaidat jutalmakra',
    'we-are-here-24-7': 'Itt vagyunk neked 24/7',
    'welcome-back': 'Üdv újra itt',
    'sign-up-and-claim-your-bonus': 'Regisztrálj, és vedd fel a bónuszod',
    'deposit-top-20': 'Befizetési TOP 20',
    'valid-bet-top-20': 'Érvényes tét TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'A Microgaming tervezett karbantartása',
      content:
        '<p>A Microgaming játékai tervezett karbantartás alatt állnak. Addig is próbáld ki <a href="/rng">többi szolgáltatónk nyerőgépeit</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Új fizetési mód',
      content:
        '<p>Mostantól <strong>azonnali banki átutalással</strong> is befizethetsz. Az összeg kevesebb mint egy perc alatt megérkezik.</p>',
    },
    'secure-your-account': {
      title: 'Védd a fiókodat',
      content:
        '<p>A biztonságod érdekében soha senkinek ne add ki a jelszavadat vagy az ellenőrző kódjaidat. Munkatársaink <em>soha</em> nem kérik el őket.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Holdújév-ünnep',
      content:
        '<p>Ünnepelj velünk! Napi piros borítékok minden aktív játékosnak <strong>február 1. és 15. között</strong>.</p><ul><li>Lépj be minden nap</li><li>Játssz bármelyik játékkal</li><li>Vedd fel a Jutalomközpontban</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Heti nyerőgépes cashback',
      content:
        '<p>Minden hétfőn <strong>akár 10% cashbacket</strong> kapsz a nyerőgépes nettó veszteséged után. Forgalmi követelmény nélkül.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Barátajánló bónusz',
      content:
        '<p>Hívd meg barátaidat az ajánlói linkeddel, és kapj <strong>$10</strong> jutalmat minden barátod után, aki első befizetést teljesít.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Üdv a Lucky Lotusnál',
      content:
        '<p>Köszönjük, hogy a Lucky Lotust választottad. Fedezz fel több mint 400 játékot: nyerőgépek, élő kaszinó, sportfogadás és lottó.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Gyorsabb kifizetés hétvégén',
      content:
        '<p>A szombaton és vasárnap kért kifizetéseket mostantól <strong>30 percen</strong> belül feldolgozzuk.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Befizetési TOP 20 nyeremények minden hónapban',
      content:
        '<p>A hónap 20 legtöbbet befizető játékosa osztozik egy <strong>$5000</strong> összegű nyereményalapon. Nézd meg a <a href="/deposit-rank">Befizetési TOP 20</a> listát.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Érvényes tét TOP 20 jutalmak',
      content:
        '<p>Kapaszkodj fel az <a href="/bet-rank">Érvényes tét TOP 20</a> listán, és minden hónap végén nyerj ingyenes pörgetéseket és pénzjutalmakat.</p>',
    },
    'update-your-contact-details': {
      title: 'Frissítsd az elérhetőségeidet',
      content:
        '<p>Tartsd naprakészen a telefonszámodat és az e-mail-címedet, hogy elérhessünk a kifizetéseiddel és a biztonsági kódokkal kapcsolatban.</p>',
    },
    'play-responsibly': {
      title: 'Játssz felelősen',
      content:
        '<p>Állíts be befizetési limitet, és tarts szüneteket. A felelős játék eszközeit a <a href="/help">Súgóközpontban</a> találod.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Az ügynöki jutalékot minden hétfőn fizetjük',
      content:
        '<p>Az előző heti jutalékot minden hétfőn 12:00 előtt jóváírjuk a fő pénztárcádban. Nézd meg a <b>Bevételeim</b> menüt az ügynökközpontban.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Újdonság: meghívó linkek QR-kóddal',
      content:
        '<p>Hozz létre akár 20 meghívó linket a <b>Fiók nyitása</b> menüben játékosoknak vagy alügynököknek, és kövesd, hányan regisztráltak az egyes linkeken keresztül.</p>',
    },
  },
  help: {
    categories: {
      about: 'Rólunk',
      policies: 'Szabályok és irányelvek',
      affiliates: 'Partnerprogram',
      banking: 'Befizetés és kifizetés',
      faq: 'GYIK',
    },
    articles: {
      'about-company': {
        title: 'A cégről',
        content:
          '<h2>A Lucky Lotusról</h2><p>A Lucky Lotus online szórakoztató márka: nyerőgépek, élő kaszinó, horgászjátékok, kártyajátékok, sportfogadás, e-sport és lottó. Kizárólag tanúsított játékszolgáltatókkal és auditált véletlenszám-generátorokkal dolgozunk.</p>',
      },
      'contact-us': {
        title: 'Kapcsolat',
        content:
          '<h2>Kapcsolat</h2><p>Ügyfélszolgálatunk a nap 24 órájában, a hét 7 napján elérhető.</p><ul><li>Élő chat: az Ügyfélszolgálat gombbal</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Általános szerződési feltételek',
        content:
          '<h2>Általános szerződési feltételek</h2><p>A regisztrációval megerősíted, hogy elmúltál 18 éves, és hogy lakóhelyeden az online szerencsejáték legális.</p><ol><li>Személyenként, háztartásonként és eszközönként egy fiók.</li><li>Minden bónuszra a saját forgalmi követelménye vonatkozik.</li><li>A csalásban vagy visszaélésben érintett fiókokat felfüggeszthetjük.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Felelős játék',
        content:
          '<h2>Felelős játék</h2><p>A játék legyen szórakozás. Állíts be befizetési limitet, tarts rendszeresen szünetet, és soha ne próbáld visszanyerni a veszteségeidet. Az ügyfélszolgálaton keresztül bármikor kérhetsz szüneteltetést vagy önkizárást.</p>',
      },
      'privacy-policy': {
        title: 'Adatvédelmi szabályzat',
        content:
          '<h2>Adatvédelmi szabályzat</h2><p>Csak a fiókod működtetéséhez és a jogi kötelezettségeink teljesítéséhez szükséges adatokat gyűjtjük. A jelszavakat hash-elve tároljuk, a fizetési adatokat titkosítjuk, és személyes adatokat soha nem adunk el.</p>',
      },
      'refund-policy': {
        title: 'Visszatérítési szabályzat',
        content:
          '<h2>Visszatérítési szabályzat</h2><p>Az egyenlegedre jóváírt befizetések a forgalmi követelmény teljesítése után kifizethetők. A sikertelen tranzakciók összegét 3 munkanapon belül visszautaljuk az eredeti fizetési módra.</p>',
      },
      affiliates: {
        title: 'Partnerprogram',
        content:
          '<h2>Partnerprogram</h2><p>Keress jutalékot az általad ajánlott játékosok után. Az ügynökök saját ügynökközpontot kapnak csapatjelentésekkel, szerződésekkel és napi fizetési lehetőségekkel. Jelentkezz a <a href="/join">csatlakozási oldalon</a>.</p>',
      },
      'agent-programme': {
        title: 'Ügynökprogram',
        content:
          '<h2>Legyél a Lucky Lotus ügynöke</h2><p>Építsd fel saját játékoscsapatodat, és keress a játékukon minden nap. Ügynökeink saját ügynökközpontból viszik az üzletet: fiókot nyitnak új játékosoknak, követik a csapat fogadásait és profitját, és szerződést kötnek a saját alárendeltjeikkel.</p><h3>Mennyit kereshetsz</h3><table><thead><tr><th>Aktív játékosok a hónapban</th><th>Jutalék a nettó bevételből</th></tr></thead><tbody><tr><td>5–19</td><td>25%</td></tr><tr><td>20–49</td><td>35%</td></tr><tr><td>50 vagy több</td><td>45%</td></tr></tbody></table><ul><li><strong>Osztalékszerződések</strong>, amelyeket minden időszakban a csapatod eredménye alapján fizetünk.</li><li><strong>Napi és órabér</strong> a csapatod érvényes tétjei után.</li><li><strong>Valós idejű fizetés</strong>, 5 percenként elszámolva.</li></ul><h3>Hogyan csatlakozhatsz</h3><ol><li>Regisztrálj játékosfiókot (ingyenes).</li><li>Keresd az ügyfélszolgálatot, és kérd, hogy ügynök lehess, vagy használd egy meglévő ügynök ajánlói linkjét.</li><li>Jóváhagyás után nyisd meg az ügynökközpontot a fiókmenüből, és oszd meg a partnerkódodat.</li></ol><p>Az ügynököknek legalább 18 évesnek kell lenniük, és be kell tartaniuk az Általános feltételeinket és a Felelős játék szabályait.</p>',
      },
      'how-to-deposit': {
        title: 'Hogyan fizethetek be?',
        content:
          '<h2>Hogyan fizethetek be?</h2><ol><li>Jelentkezz be, és nyomd meg a <strong>Befizetés</strong> gombot.</li><li>Válassz fizetési módot, és add meg az összeget.</li><li>Kövesd az utasításokat; az egyenleged a fizetés megerősítése után frissül.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Hogyan kérhetek kifizetést?',
        content:
          '<h2>Hogyan kérhetek kifizetést?</h2><ol><li>Adj hozzá egy bankkártyát a tagközpontban.</li><li>Nyomd meg a <strong>Kifizetés</strong> gombot, add meg az összeget és a fizetési jelszavadat.</li><li>A kifizetéseket általában 30 percen belül feldolgozzuk.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Elfelejtettem a jelszavam',
        content:
          '<p>A bejelentkezési ablakban kattints az <strong>Elfelejtetted a jelszót?</strong> lehetőségre, és állítsd vissza e-mailben vagy telefonszámmal.</p>',
      },
      'faq-free-play': {
        title: 'Kipróbálhatom ingyen a játékokat?',
        content:
          '<p>Igen. Az <em>Ingyenes játék</em> jelölésű játékokkal próbafiókkal, befizetés nélkül is játszhatsz.</p>',
      },
      'faq-game-maintenance': {
        title: 'Egy játék karbantartást jelez',
        content:
          '<p>A szolgáltatók időnként frissítés miatt szüneteltetik a játékokat. Próbálj ki egy másik játékot, és nézz vissza később.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Üdv a portálon',
      content:
        '<p>Üdvözlünk! A fiókod készen áll. A <strong>tagközpontban</strong> állíts be fizetési jelszót, és kapcsolj hozzá egy bankkártyát.</p>',
    },
    'weekend-bonus': {
      title: 'Hétvégi befizetési bónusz',
      content:
        '<p>Fizess be ezen a hétvégén, és kapj <strong>10% bónuszt</strong> akár 500-ig.</p><ul><li>Minimális befizetés: 100</li><li>Forgalmi követelmény: 5x</li></ul>',
    },
    maintenance: {
      title: 'Tervezett karbantartás',
      content:
        '<p>Kedden 02:00 és 04:00 (GMT+7) között karbantartás miatt néhány játék nem lesz elérhető.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'A portál saját játékai',
    'PVP:DEMO': 'A portál saját játékai',
    'LIVE:DEMO': 'A portál saját játékai',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'A portál saját játékai',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'A portál saját játékai',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'A portál saját játékai',
    'RNG:JILI': 'JILI nyerőgépek',
    'LIVE:DS88': 'DS88 kakasviadal',
    'FISH:JILI': 'JILI horgászjátékok',
    'FISH:FC': 'Fa Chai horgászjátékok',
    'FISH:JDB': 'JDB horgászjátékok',
    'FISH:KA': 'KA horgászjátékok',
    'PVP:KY': 'Kaiyuan kártyajátékok',
    'LOTT:TCG_LOTTO_VN': 'Vietnámi lottó',
    'LOTT:TCG': 'TCG lottó',
    'ELOTT:TCG_ELOTT': 'TCG e-lottó',
    'ELOTT:SGW': 'SGWin gyorslottó',
    'LOTT:TCG_LOTTO_SEA': 'Délkelet-ázsiai lottó',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Élő baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportfogadás',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Zátonyvadász',
    'TCG_LOTTO_VN:VNMB': 'Északi lottó',
    'TCG_LOTTO_VN:VNMN': 'Déli lottó',
    'TCG_LOTTO_VN:VNMT': 'Középső lottó',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Si Minh-város VIP',
    'TCG_LOTTO_VN:VNST1': 'Szupergyors 1 perc',
    'TCG_LOTTO_VN:VNST5': 'Szupergyors 5 perc',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong aréna',
    'DS88:DS88L102': 'Derbi-bajnokság',
    'DS88:DS88L103': 'Főmérkőzés élőben',
  },
  promotions: {
    terms:
      'Tagonként egyszer igényelhető. A visszaéléssel szerzett bónuszt visszavonhatjuk. A bónuszösszeget a feltüntetett módon meg kell forgatni, mielőtt kifizethető.',
    list: {
      welcome: {
        title: '100% üdvözlő bónusz akár 500-ig',
        summary:
          'Duplázd meg az első befizetésed: csatlakozz, fizess be legalább 10-et, és kapj akár 500-at.',
        body: '<p>Új vagy nálunk? Csatlakozz ehhez a promócióhoz, majd fizess be <b>legalább 10-et</b>. <b>100%</b>-ban megduplázzuk, legfeljebb <b>500</b>-ig.</p><p>A bónuszt kifizetés előtt ötszörösen meg kell forgatni.</p>',
      },
      cashback: {
        title: 'Heti 5% nyerőgépes cashback',
        summary: 'A hét végén visszakapod nyerőgépes nettó veszteséged 5%-át, legfeljebb 200-at.',
        body: '<p>Csatlakozz, játssz egész héten a kedvenc nyerőgépeiddel, és a hét végén kérd vissza nettó veszteséged <b>5%</b>-át.</p>',
      },
      share: {
        title: 'Oszd meg a nagy nyereményed',
        summary: 'Küldj egy képernyőképet a nagy nyereményedről, és kapj akár 88 jutalmat.',
        body: '<p>Nagyot nyertél? Jelentkezz egy rövid megjegyzéssel és legfeljebb három képernyőképpel (png vagy jpg, egyenként max. 5 MB). Csapatunk minden jelentkezést 24 órán belül elbírál.</p>',
      },
      birthday: {
        title: 'VIP születésnapi ajándék',
        summary: 'A VIP-tagok a születésnapjuk hónapjában jelentkezhetnek az ajándékunkért.',
        body: '<p>Boldog születésnapot! Jelentkezz a születésnapod hónapjában, és VIP-csapatunk ajándékot küld neked.</p>',
      },
      raffle: {
        title: 'Lucky Lotus sorsolás',
        summary: 'Minden befizetett 100 után egy húzás. Akár 888-as nyeremények!',
        body: '<p>Csatlakozz, fizess be és húzz: minden befizetett <b>100</b> egy húzást ér. Minden húzás a szerverünkön dől el egy előre közzétett seed-hash alapján, amelyet utólag ellenőrizhetsz.</p>',
      },
      lunar: {
        title: '30% holdújévi újrabefizetési bónusz',
        summary:
          'Csatlakozz, majd fizess be legalább 50-et: a befizetés 30%-át megkapod, legfeljebb 300-at (tagonként egyszer).',
        body: '<p>Ünnepeld az új évet: csatlakozz a promócióhoz, fizess be <b>legalább 50-et</b>, és kapd meg <b>30%</b>-át bónuszként, legfeljebb <b>300</b>-ig. Tagonként egy bónusz.</p><p>A bónuszt kifizetés előtt háromszorosan meg kell forgatni.</p>',
      },
      summer: {
        title: '20% nyári újrabefizetési bónusz',
        summary: 'Ez a promóció véget ért. Köszönjük, hogy részt vettél!',
        body: '<p>20% a legalább 20-as újrabefizetésekre, legfeljebb 100-ig.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Főnyeremény 888',
      'gold-prize-88': 'Arany nyeremény 88',
      'silver-prize-8': 'Ezüst nyeremény 8',
      'lucky-prize-1': 'Szerencsenyeremény 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 bónuszutalvány',
      description:
        '$5 értékű bónuszutalvány, amelyet az ügyfélszolgálat a beváltás jóváhagyása után ír jóvá.',
    },
    'free-spins-20': {
      name: '20 ingyenes pörgetés',
      description: 'Húsz ingyenes pörgetés a Lucky Lotus nyerőgépen.',
    },
    'vip-week': {
      name: 'Egyhetes VIP-bérlet',
      description: 'Hét nap VIP-ügyfélszolgálat és gyorsabb kifizetés.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus bögre',
      description: 'Kerámiabögre Lucky Lotus logóval, házhoz szállítva.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus póló',
      description: 'Pamutpóló; pontok plusz egy kis szállítási díj.',
    },
    earbuds: {
      name: 'Vezeték nélküli fülhallgató',
      description: 'Bluetooth-fülhallgató töltőtokkal.',
    },
  },
  missions: {
    'daily-slots-20': 'Pörgess 20-at a nyerőgépeken',
    'daily-bet-1000': 'Tegyél fel 1000,00-t bármelyik játékban',
    'daily-deposit-500': 'Fizess be 500,00-t',
    'weekly-login-3': 'Lépj be 3 egymást követő napon',
    'weekly-live-100': 'Játssz 100 kört élő kaszinóban',
    'weekly-bet-10000': 'Tegyél fel 10 000,00-t ezen a héten',
  },
};

/**
 * Romanian (RO) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/ro): Depunere, Retragere, Pariuri valide, Centrul agentului, Asistență clienți,
 * Joc responsabil, rulaj; the player is addressed as tu, as the portal does. Amounts as Romanian
 * players read them (500 $, 5.000 $, 1.000,00).
 */
import type { SeedTexts } from './en.js';

export const ro: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}: {code} este codul tău de autentificare. Expiră în {minutes} minute. Nu-l da nimănui.',
      register:
        '{brand}: {code} este codul tău de înregistrare. Expiră în {minutes} minute. Nu-l da nimănui.',
      resetPassword:
        '{brand}: {code} este codul tău pentru resetarea parolei. Expiră în {minutes} minute. Nu-l da nimănui.',
      loginIp:
        '{brand}: {code} este codul tău pentru confirmarea autentificării de pe un dispozitiv nou. Expiră în {minutes} minute. Nu-l da nimănui.',
      bindMobile:
        '{brand}: {code} este codul tău pentru asocierea acestui număr. Expiră în {minutes} minute. Nu-l da nimănui.',
    },
    emailCode: {
      subject: '{brand}: confirmă-ți adresa de e-mail',
      body: 'Codul tău este {code}. Expiră în {minutes} minute. Nu-l da nimănui.',
    },
    passwordReset: {
      subject: '{brand}: resetează-ți parola',
      body: 'Salut, {name},\n\nDeschide acest link în cel mult 30 de minute ca să-ți alegi o parolă nouă:\n{link}\n\nDacă nu ai cerut tu asta, ignoră acest e-mail.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Toate drepturile rezervate. Joacă responsabil: interzis persoanelor sub 18 ani.',
  },
  pictures: {
    bannerSubtitle: '18+ · Joacă responsabil',
  },
  clubLabels: {
    member: 'Membru',
    silver: 'Argint',
    gold: 'Aur',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Transfer bancar',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bonus de bun venit de 100% până la 500 $',
    'lucky-lanterns-jackpot-week': 'Săptămâna jackpotului Lucky Lanterns',
    'join-our-telegram-community': 'Intră în comunitatea noastră de pe Telegram',
    'slots-cashback-every-monday': 'Cashback la sloturi în fiecare luni',
    'new-from-jili-this-month': 'Noutăți JILI luna aceasta',
    'lucky-lotus-raffle': 'Tombola Lucky Lotus',
    'fishing-frenzy-tournament': 'Turneul Fishing Frenzy',
    'card-masters-league': 'Liga maeștrilor la cărți',
    'football-weekend-boost': 'Cote mărite la fotbal în weekend',
    'esports-world-finals': 'Finalele mondiale de e-sport',
    'keno-every-minute': 'Keno în fiecare minut',
    'get-the-lucky-lotus-app': 'Descarcă aplicația Lucky Lotus',
    'all-promotions-in-one-place': 'Toate promoțiile într-un singur loc',
    'become-an-agent-earn-together': 'Devino agent și câștigă alături de noi',
    'redeem-points-for-rewards': 'Schimbă punctele pe premii',
    'we-are-here-24-7': 'Suntem aici pentru tine 24/7',
    'welcome-back': 'Bine ai revenit',
    'sign-up-and-claim-your-bonus': 'Înregistrează-te și ia-ți bonusul',
    'deposit-top-20': 'TOP 20 depuneri',
    'valid-bet-top-20': 'TOP 20 pariuri valide',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Mentenanță programată la Microgaming',
      content:
        '<p>Jocurile Microgaming sunt în mentenanță programată. Între timp, încearcă ceilalți <a href="/rng">furnizori de sloturi</a> de la noi.</p>',
    },
    'new-payment-method-available': {
      title: 'Metodă de plată nouă disponibilă',
      content:
        '<p>Acum poți face depuneri prin <strong>transfer bancar instant</strong>. Banii ajung în mai puțin de un minut.</p>',
    },
    'secure-your-account': {
      title: 'Protejează-ți contul',
      content:
        '<p>Pentru siguranța ta, nu da nimănui parola sau codurile de verificare. Echipa noastră nu ți le va cere <em>niciodată</em>.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Sărbătorim Anul Nou Lunar',
      content:
        '<p>Sărbătorește cu noi! Plicuri roșii zilnice pentru toți membrii activi, între <strong>1 și 15 februarie</strong>.</p><ul><li>Autentifică-te zilnic</li><li>Joacă orice joc</li><li>Revendică premiul în Centrul de recompense</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback săptămânal la sloturi',
      content:
        '<p>Primești până la <strong>10% cashback</strong> din pierderile nete la sloturi în fiecare luni. Fără cerință de rulaj.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus pentru prieteni recomandați',
      content:
        '<p>Invită-ți prietenii cu linkul tău de invitație și câștigi <strong>10 $</strong> pentru fiecare prieten care face prima depunere.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Bine ai venit la Lucky Lotus',
      content:
        '<p>Îți mulțumim că ai ales Lucky Lotus. Descoperă peste 400 de jocuri: sloturi, cazino live, pariuri sportive și loterie.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Retrageri mai rapide în weekend',
      content:
        '<p>Retragerile cerute sâmbăta și duminica sunt acum procesate în cel mult <strong>30 de minute</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Premii lunare pentru TOP 20 depuneri',
      content:
        '<p>Cei 20 de membri cu cele mai mari depuneri din lună își împart un fond de premii de <strong>5.000 $</strong>. Vezi <a href="/deposit-rank">TOP 20 depuneri</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Premii pentru TOP 20 pariuri valide',
      content:
        '<p>Urcă în <a href="/bet-rank">TOP 20 pariuri valide</a> și câștigă rotiri gratuite și premii în bani la sfârșitul fiecărei luni.</p>',
    },
    'update-your-contact-details': {
      title: 'Actualizează-ți datele de contact',
      content:
        '<p>Ține la zi numărul de mobil și adresa de e-mail, ca să te putem contacta în legătură cu retragerile și codurile de securitate.</p>',
    },
    'play-responsibly': {
      title: 'Joacă responsabil',
      content:
        '<p>Stabilește limite de depunere și ia pauze. Intră în <a href="/help">Centrul de ajutor</a> pentru instrumentele de joc responsabil.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Comisionul de agent se plătește în fiecare luni',
      content:
        '<p>Comisionul pentru săptămâna trecută intră în portofelul tău principal în fiecare luni, înainte de ora 12:00. Verifică la <b>Veniturile mele</b> din centrul agentului.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Nou: linkuri de invitație cu cod QR',
      content:
        '<p>Creează până la 20 de linkuri de invitație din <b>Deschide cont</b>, pentru jucători sau subagenți, și urmărește câți s-au înregistrat prin fiecare.</p>',
    },
  },
  help: {
    categories: {
      about: 'Despre noi',
      policies: 'Reguli și politici',
      affiliates: 'Afiliați',
      banking: 'Depuneri și retrageri',
      faq: 'Întrebări frecvente',
    },
    articles: {
      'about-company': {
        title: 'Despre companie',
        content:
          '<h2>Despre Lucky Lotus</h2><p>Lucky Lotus este un brand de divertisment online cu sloturi, cazino live, jocuri de pescuit, jocuri de cărți, pariuri sportive, e-sport și loterie. Lucrăm doar cu furnizori de jocuri certificați și generatoare de numere aleatorii auditate.</p>',
      },
      'contact-us': {
        title: 'Contact',
        content:
          '<h2>Contact</h2><p>Echipa noastră de asistență este disponibilă 24 de ore din 24, 7 zile din 7.</p><ul><li>Chat live: din butonul Asistență clienți</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Termeni și condiții generale',
        content:
          '<h2>Termeni și condiții generale</h2><p>Când îți înregistrezi un cont, confirmi că ai cel puțin 18 ani și că jocurile de noroc online sunt legale acolo unde locuiești.</p><ol><li>Un singur cont per persoană, gospodărie și dispozitiv.</li><li>Fiecare bonus are propriile cerințe de rulaj.</li><li>Putem suspenda conturile implicate în fraudă sau abuz.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Joc responsabil',
        content:
          '<h2>Joc responsabil</h2><p>Jocul trebuie să rămână o distracție. Stabilește limite de depunere, ia pauze regulate și nu încerca niciodată să recuperezi pierderile. Poți cere oricând o perioadă de pauză sau autoexcluderea prin asistența clienți.</p>',
      },
      'privacy-policy': {
        title: 'Politica de confidențialitate',
        content:
          '<h2>Politica de confidențialitate</h2><p>Colectăm doar datele necesare pentru administrarea contului tău și pentru îndeplinirea obligațiilor legale. Parolele sunt stocate sub formă de hash, datele de plată sunt criptate și nu vindem niciodată date personale.</p>',
      },
      'refund-policy': {
        title: 'Politica de rambursare',
        content:
          '<h2>Politica de rambursare</h2><p>Depunerile creditate în soldul tău pot fi retrase după îndeplinirea cerinței de rulaj. Sumele din tranzacțiile eșuate sunt returnate pe metoda de plată inițială în cel mult 3 zile lucrătoare.</p>',
      },
      affiliates: {
        title: 'Afiliați',
        content:
          '<h2>Programul de afiliere</h2><p>Câștigă comision din jucătorii pe care îi aduci. Agenții au un centru al agentului dedicat, cu rapoarte de echipă, contracte și opțiuni de salariu zilnic. Trimite cererea din pagina <a href="/join">Devino agent</a>.</p>',
      },
      'agent-programme': {
        title: 'Programul de agenți',
        content:
          '<h2>Devino agent Lucky Lotus</h2><p>Construiește-ți propria echipă de jucători și câștigă zilnic din jocul lor. Agenții noștri își conduc afacerea dintr-un centru al agentului dedicat: deschid conturi pentru jucători noi, urmăresc pariurile și profitul echipei și negociază contracte cu propriii subordonați.</p><h3>Cât câștigi</h3><table><thead><tr><th>Jucători activi în lună</th><th>Comision din venitul net</th></tr></thead><tbody><tr><td>5 – 19</td><td>25%</td></tr><tr><td>20 – 49</td><td>35%</td></tr><tr><td>50 sau mai mulți</td><td>45%</td></tr></tbody></table><ul><li><strong>Contracte de dividende</strong> plătite în fiecare perioadă din rezultatele echipei tale.</li><li><strong>Salariu zilnic și orar</strong> din pariurile valide ale echipei tale.</li><li><strong>Salariu în timp real</strong>, decontat la fiecare 5 minute.</li></ul><h3>Cum te alături</h3><ol><li>Înregistrează un cont de jucător (e gratuit).</li><li>Contactează asistența clienți și cere să devii agent sau folosește linkul de invitație al unui agent existent.</li><li>După aprobare, deschide centrul agentului din meniul contului și distribuie codul tău de afiliat.</li></ol><p>Agenții trebuie să aibă cel puțin 18 ani și să respecte Termenii generali și regulile de Joc responsabil.</p>',
      },
      'how-to-deposit': {
        title: 'Cum faci o depunere',
        content:
          '<h2>Cum faci o depunere</h2><ol><li>Autentifică-te și apasă pe <strong>Depunere</strong>.</li><li>Alege o metodă de plată și introdu suma.</li><li>Urmează instrucțiunile; soldul se actualizează imediat ce plata este confirmată.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Cum faci o retragere',
        content:
          '<h2>Cum faci o retragere</h2><ol><li>Adaugă un card bancar din Contul meu.</li><li>Apasă pe <strong>Retragere</strong>, introdu suma și parola de plată.</li><li>Retragerile sunt procesate de obicei în cel mult 30 de minute.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Mi-am uitat parola',
        content:
          '<p>Folosește <strong>Ai uitat parola?</strong> din fereastra de autentificare ca s-o resetezi prin e-mail sau prin numărul de mobil.</p>',
      },
      'faq-free-play': {
        title: 'Pot încerca jocurile gratuit?',
        content:
          '<p>Da. Jocurile marcate cu <em>Joc gratuit</em> pot fi jucate cu un cont de probă, fără depunere.</p>',
      },
      'faq-game-maintenance': {
        title: 'Un joc apare în mentenanță',
        content:
          '<p>Furnizorii opresc uneori jocurile pentru actualizări. Încearcă alt joc și revino mai târziu.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Bine ai venit pe portal',
      content:
        '<p>Bine ai venit! Contul tău este gata. Intră în <strong>Contul meu</strong> ca să setezi parola de plată și să asociezi un card bancar.</p>',
    },
    'weekend-bonus': {
      title: 'Bonus la depunere de weekend',
      content:
        '<p>Depune în acest weekend și primești un <strong>bonus de 10%</strong>, până la 500.</p><ul><li>Depunere minimă 100</li><li>Rulaj 5x</li></ul>',
    },
    maintenance: {
      title: 'Mentenanță programată',
      content:
        '<p>Unele jocuri nu vor fi disponibile marți între 02:00 și 04:00 (GMT+7) din cauza lucrărilor de mentenanță.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Exclusivități portal',
    'PVP:DEMO': 'Exclusivități portal',
    'LIVE:DEMO': 'Exclusivități portal',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Exclusivități portal',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Exclusivități portal',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Exclusivități portal',
    'RNG:JILI': 'Sloturi JILI',
    'LIVE:DS88': 'Lupte de cocoși DS88',
    'FISH:JILI': 'Pescuit JILI',
    'FISH:FC': 'Pescuit Fa Chai',
    'FISH:JDB': 'Pescuit JDB',
    'FISH:KA': 'Pescuit KA',
    'PVP:KY': 'Cărți Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Loteria Vietnam',
    'LOTT:TCG': 'Loterie TCG',
    'ELOTT:TCG_ELOTT': 'Loterie electronică TCG',
    'ELOTT:SGW': 'Loto rapid SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Loteria Asiei de Sud-Est',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccarat live',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Pariuri sportive',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Vânătorul de recif',
    'TCG_LOTTO_VN:VNMB': 'Loteria de Nord',
    'TCG_LOTTO_VN:VNMN': 'Loteria de Sud',
    'TCG_LOTTO_VN:VNMT': 'Loteria de Centru',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Rapid 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super Rapid 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Campionatul Derby',
    'DS88:DS88L103': 'Lupta principală live',
  },
  promotions: {
    terms:
      'O singură revendicare per membru. Brandul poate retrage un bonus obținut prin abuz. Banii din bonus trebuie rulați conform condițiilor înainte de a putea fi retrași.',
    list: {
      welcome: {
        title: 'Bonus de bun venit 100% până la 500',
        summary: 'Îți dublăm prima depunere: participă, depune cel puțin 10 și primești până la 500.',
        body: '<p>Ești nou aici? Participă la această promoție, apoi fă o depunere de <b>10 sau mai mult</b>. Îți dăm încă <b>100%</b>, până la <b>500</b>.</p><p>Bonusul trebuie rulat de 5 ori înainte de retragere.</p>',
      },
      cashback: {
        title: 'Cashback săptămânal la sloturi 5%',
        summary: 'Primești înapoi 5% din pierderea netă la sloturi la final de săptămână, până la 200.',
        body: '<p>Participă, joacă toată săptămâna sloturile preferate și revendică <b>5%</b> din pierderea netă când se încheie săptămâna.</p>',
      },
      share: {
        title: 'Arată-ne câștigul tău mare',
        summary: 'Trimite-ne o captură de ecran cu un câștig mare și primești un premiu de până la 88.',
        body: '<p>Ai câștigat mult? Trimite o cerere cu un scurt comentariu și până la trei capturi de ecran (png sau jpg, câte 5 MB). Echipa noastră verifică fiecare cerere în cel mult 24 de ore.</p>',
      },
      birthday: {
        title: 'Cadou VIP de ziua ta',
        summary:
          'Membrii VIP trimit o cerere în luna în care își serbează ziua și primesc un cadou de la noi.',
        body: '<p>La mulți ani! Trimite o cerere în luna ta de naștere, iar echipa VIP îți trimite un cadou.</p>',
      },
      raffle: {
        title: 'Tombola Lucky Lotus',
        summary: 'O extragere pentru fiecare 100 depuși. Premii de până la 888!',
        body: '<p>Participă, depune și încearcă-ți norocul: fiecare <b>100</b> depuși îți aduc o extragere. Fiecare extragere se decide pe serverul nostru, cu un hash al seed-ului publicat pe care îl poți verifica ulterior.</p>',
      },
      lunar: {
        title: 'Reîncărcare de Anul Nou Lunar 30%',
        summary:
          'Participă, apoi depune 50 sau mai mult: primești 30% din depunere, până la 300 (o singură dată per membru).',
        body: '<p>Sărbătorește noul an: participă la această promoție, apoi fă o depunere de <b>50 sau mai mult</b> și primești <b>30%</b> din ea ca bonus, până la <b>300</b>. Un singur bonus per membru.</p><p>Bonusul trebuie rulat de 3 ori înainte de retragere.</p>',
      },
      summer: {
        title: 'Bonus de reîncărcare de vară 20%',
        summary: 'Promoția s-a încheiat. Îți mulțumim că ai participat!',
        body: '<p>20% la reîncărcări de 20 sau mai mult, până la 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Marele premiu 888',
      'gold-prize-88': 'Premiul de aur 88',
      'silver-prize-8': 'Premiul de argint 8',
      'lucky-prize-1': 'Premiul norocos 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Voucher bonus de 5 $',
      description: 'Un voucher bonus de 5 $, emis de asistența clienți după aprobarea schimbului.',
    },
    'free-spins-20': {
      name: '20 de rotiri gratuite',
      description: 'Douăzeci de rotiri gratuite la slotul Lucky Lotus.',
    },
    'vip-week': {
      name: 'Abonament VIP de o săptămână',
      description: 'Șapte zile de asistență clienți VIP și retrageri mai rapide.',
    },
    'lotus-mug': {
      name: 'Cană Lucky Lotus',
      description: 'O cană din ceramică cu logoul Lucky Lotus, livrată la ușa ta.',
    },
    'lotus-tshirt': {
      name: 'Tricou Lucky Lotus',
      description: 'Tricou din bumbac; puncte plus o mică taxă de livrare.',
    },
    earbuds: {
      name: 'Căști wireless',
      description: 'Căști Bluetooth cu carcasă de încărcare.',
    },
  },
  missions: {
    'daily-slots-20': 'Joacă 20 de rotiri la sloturi',
    'daily-bet-1000': 'Pariază 1.000,00 la orice joc',
    'daily-deposit-500': 'Depune 500,00',
    'weekly-login-3': 'Autentifică-te 3 zile la rând',
    'weekly-live-100': 'Joacă 100 de runde la cazino live',
    'weekly-bet-10000': 'Pariază 10.000,00 săptămâna aceasta',
  },
};

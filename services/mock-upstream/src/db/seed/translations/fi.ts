/**
 * Finnish (FI) of the seed's text: the keys of en.ts, each translated.
 */
import type { SeedTexts } from './en.js';

export const fi: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: kirjautumiskoodisi on {code}. Koodi vanhenee {minutes} minuutissa. Älä koskaan kerro sitä kenellekään.',
      register:
        '{brand}: rekisteröitymiskoodisi on {code}. Koodi vanhenee {minutes} minuutissa. Älä koskaan kerro sitä kenellekään.',
      resetPassword:
        '{brand}: salasanan palautuskoodisi on {code}. Koodi vanhenee {minutes} minuutissa. Älä koskaan kerro sitä kenellekään.',
      loginIp:
        '{brand}: koodisi uudelta laitteelta kirjautumisen vahvistamiseen on {code}. Koodi vanhenee {minutes} minuutissa. Älä koskaan kerro sitä kenellekään.',
      bindMobile:
        '{brand}: koodisi tämän numeron liittämiseen on {code}. Koodi vanhenee {minutes} minuutissa. Älä koskaan kerro sitä kenellekään.',
    },
    emailCode: {
      subject: '{brand}: vahvista sähköpostiosoitteesi',
      body: 'Koodisi on {code}. Koodi vanhenee {minutes} minuutissa. Älä koskaan kerro sitä kenellekään.',
    },
    passwordReset: {
      subject: '{brand}: palauta salasanasi',
      body: 'Hei {name},\n\nAvaa tämä linkki 30 minuutin kuluessa ja valitse uusi salasana:\n{link}\n\nJos et pyytänyt tätä, voit jättää viestin huomiotta.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Kaikki oikeudet pidätetään. Pelaa vastuullisesti: vain 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Pelaa vastuullisesti',
  },
  clubLabels: {
    member: 'Jäsen',
    silver: 'Hopea',
    gold: 'Kulta',
    diamond: 'Timantti',
  },
  depositChannels: {
    bankTransfer: 'Pankkisiirto',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Tervetuliaisbonus 100 % jopa $500 asti',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns -jättipottiviikko',
    'join-our-telegram-community': 'Liity Telegram-yhteisöömme',
    'slots-cashback-every-monday': 'Kolikkopelien käteispalautus joka maanantai',
    'new-from-jili-this-month': 'JILIn uutuudet tässä kuussa',
    'lucky-lotus-raffle': 'Lucky Lotus -arvonta',
    'fishing-frenzy-tournament': 'Fishing Frenzy -turnaus',
    'card-masters-league': 'Korttimestareiden liiga',
    'football-weekend-boost': 'Jalkapalloviikonlopun kerroinboostit',
    'esports-world-finals': 'E-urheilun MM-finaalit',
    'keno-every-minute': 'Kenoa joka minuutti',
    'get-the-lucky-lotus-app': 'Lataa Lucky Lotus -sovellus',
    'all-promotions-in-one-place': 'Kaikki kampanjat yhdessä paikassa',
    'become-an-agent-earn-together': 'Ryhdy agentiksi ja tienaa kanssamme',
    'redeem-points-for-rewards': 'Vaihda pisteet palkintoihin',
    'we-are-here-24-7': 'Palvelemme 24/7',
    'welcome-back': 'Tervetuloa takaisin',
    'sign-up-and-claim-your-bonus': 'Rekisteröidy ja lunasta bonuksesi',
    'deposit-top-20': 'Talletusten TOP 20',
    'valid-bet-top-20': 'Hyväksyttyjen panosten TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Microgamingin suunniteltu huoltokatko',
      content:
        '<p>Microgamingin pelit ovat suunnitellussa huollossa. Kokeile sillä välin muiden <a href="/rng">kolikkopelivalmistajiemme</a> pelejä.</p>',
    },
    'new-payment-method-available': {
      title: 'Uusi maksutapa käytössä',
      content:
        '<p>Voit nyt tallettaa <strong>pikapankkisiirrolla</strong>. Rahat ovat tililläsi alle minuutissa.</p>',
    },
    'secure-your-account': {
      title: 'Suojaa tilisi',
      content:
        '<p>Älä turvallisuutesi vuoksi koskaan kerro salasanaasi tai vahvistuskoodeja kenellekään. Henkilökuntamme ei <em>koskaan</em> kysy niitä.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Kiinalaisen uudenvuoden juhla',
      content:
        '<p>Juhli kanssamme! Punaisia kirjekuoria joka päivä kaikille aktiivisille jäsenille <strong>1.–15. helmikuuta</strong>.</p><ul><li>Kirjaudu sisään joka päivä</li><li>Pelaa mitä tahansa peliä</li><li>Lunasta palkintokeskuksessa</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Viikoittainen kolikkopelien käteispalautus',
      content:
        '<p>Saat joka maanantai jopa <strong>10 % käteispalautusta</strong> kolikkopelien nettotappioistasi. Ei kierrätysvaatimusta.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Suosittele ystävälle -bonus',
      content:
        '<p>Kutsu ystäviä kutsulinkilläsi ja ansaitse <strong>$10</strong> jokaisesta ystävästä, joka tekee ensimmäisen talletuksensa.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Tervetuloa Lucky Lotukseen',
      content:
        '<p>Kiitos, että valitsit Lucky Lotuksen. Tutustu yli 400 peliin: kolikkopelit, live-kasino, urheilu ja lotot.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Nopeammat kotiutukset viikonloppuisin',
      content:
        '<p>Lauantaisin ja sunnuntaisin pyydetyt kotiutukset käsitellään nyt <strong>30 minuutissa</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Talletusten TOP 20 -palkinnot joka kuukausi',
      content:
        '<p>Kuukauden 20 suurinta tallettajaa jakavat <strong>$5 000</strong> palkintopotin. Katso <a href="/deposit-rank">Talletusten TOP 20</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Hyväksyttyjen panosten TOP 20 -palkinnot',
      content:
        '<p>Nouse <a href="/bet-rank">Hyväksyttyjen panosten TOP 20</a> -listalla ja voita ilmaiskierroksia ja rahapalkintoja jokaisen kuukauden lopussa.</p>',
    },
    'update-your-contact-details': {
      title: 'Päivitä yhteystietosi',
      content:
        '<p>Pidä puhelinnumerosi ja sähköpostiosoitteesi ajan tasalla, jotta tavoitamme sinut kotiutuksiin ja turvakoodeihin liittyvissä asioissa.</p>',
    },
    'play-responsibly': {
      title: 'Pelaa vastuullisesti',
      content:
        '<p>Aseta talletusrajat ja pidä taukoja. Vastuullisen pelaamisen työkalut löydät <a href="/help">Ohjekeskuksesta</a>.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Agenttipalkkio maksetaan joka maanantai',
      content:
        '<p>Edellisen viikon palkkio maksetaan päälompakkoosi joka maanantai ennen klo 12.00. Katso <b>Omat tulot</b> agenttikeskuksessa.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Uutta: kutsulinkit QR-koodeilla',
      content:
        '<p>Luo kohdassa <b>Avaa tili</b> jopa 20 kutsulinkkiä pelaajille tai aliagenteille ja seuraa, kuinka moni on rekisteröitynyt kunkin linkin kautta.</p>',
    },
  },
  help: {
    categories: {
      about: 'Tietoa meistä',
      policies: 'Säännöt ja käytännöt',
      affiliates: 'Kumppanit',
      banking: 'Talletukset ja kotiutukset',
      faq: 'Usein kysyttyä',
    },
    articles: {
      'about-company': {
        title: 'Tietoa yrityksestä',
        content:
          '<h2>Tietoa Lucky Lotuksesta</h2><p>Lucky Lotus on verkkoviihdebrändi, jonka valikoimassa on kolikkopelejä, live-kasino, kalastuspelejä, korttipelejä, urheilua, e-urheilua ja lottoja. Teemme yhteistyötä vain sertifioitujen pelivalmistajien ja auditoitujen satunnaislukugeneraattoreiden kanssa.</p>',
      },
      'contact-us': {
        title: 'Ota yhteyttä',
        content:
          '<h2>Ota yhteyttä</h2><p>Asiakastukemme palvelee ympäri vuorokauden, joka päivä.</p><ul><li>Livechat: Asiakaspalvelu-painikkeesta</li><li>Sähköposti: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Yleiset käyttöehdot',
        content:
          '<h2>Yleiset käyttöehdot</h2><p>Rekisteröimällä tilin vahvistat, että olet vähintään 18-vuotias ja että verkkopelaaminen on laillista asuinpaikassasi.</p><ol><li>Yksi tili henkilöä, taloutta ja laitetta kohden.</li><li>Bonuksiin sovelletaan niiden omia kierrätysvaatimuksia.</li><li>Voimme jäädyttää tilit, jotka liittyvät petokseen tai väärinkäyttöön.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Vastuullinen pelaaminen',
        content:
          '<h2>Vastuullinen pelaaminen</h2><p>Pelaamisen pitää olla hauskaa. Aseta talletusrajat, pidä säännöllisesti taukoja äläkä koskaan yritä voittaa häviöitäsi takaisin. Voit milloin tahansa pyytää asiakaspalvelulta peliaikatauon tai pelikiellon.</p>',
      },
      'privacy-policy': {
        title: 'Tietosuojakäytäntö',
        content:
          '<h2>Tietosuojakäytäntö</h2><p>Keräämme vain ne tiedot, joita tarvitaan tilisi ylläpitoon ja lakisääteisten velvoitteiden täyttämiseen. Salasanat tallennetaan tiivisteinä, maksutiedot salataan, emmekä koskaan myy henkilötietoja.</p>',
      },
      'refund-policy': {
        title: 'Palautuskäytäntö',
        content:
          '<h2>Palautuskäytäntö</h2><p>Saldollesi hyvitetyt talletukset voi kotiuttaa, kun kierrätysvaatimus on täytetty. Epäonnistuneiden maksutapahtumien rahat palautetaan alkuperäiselle maksutavalle 3 pankkipäivän kuluessa.</p>',
      },
      affiliates: {
        title: 'Kumppanit',
        content:
          '<h2>Kumppaniohjelma</h2><p>Ansaitse palkkiota suosittelemistasi pelaajista. Agentit saavat oman agenttikeskuksen, jossa on tiimiraportit, sopimukset ja päiväpalkkavaihtoehdot. Hae mukaan <a href="/join">liittymissivulla</a>.</p>',
      },
      'agent-programme': {
        title: 'Agenttiohjelma',
        content:
          '<h2>Ryhdy Lucky Lotuksen agentiksi</h2><p>Kokoa oma pelaajatiimisi ja ansaitse heidän pelaamisestaan joka päivä. Agenttimme hoitavat liiketoimintaansa omasta agenttikeskuksesta: he avaavat tilejä uusille pelaajille, seuraavat tiimin panoksia ja tulosta ja tekevät sopimuksia omien alaistensa kanssa.</p><h3>Mitä ansaitset</h3><table><thead><tr><th>Aktiiviset pelaajat kuukaudessa</th><th>Palkkio nettotuotoista</th></tr></thead><tbody><tr><td>5–19</td><td>25 %</td></tr><tr><td>20–49</td><td>35 %</td></tr><tr><td>50 tai enemmän</td><td>45 %</td></tr></tbody></table><ul><li><strong>Osinkosopimukset</strong> maksetaan joka jaksolta tiimisi tuloksen perusteella.</li><li><strong>Päivä- ja tuntipalkka</strong> tiimisi hyväksytyistä panoksista.</li><li><strong>Reaaliaikainen palkka</strong> tilitetään 5 minuutin välein.</li></ul><h3>Näin liityt</h3><ol><li>Rekisteröi pelaajatili (se on ilmaista).</li><li>Ota yhteyttä asiakaspalveluun ja pyydä päästä agentiksi tai käytä jonkin nykyisen agentin kutsulinkkiä.</li><li>Kun hakemuksesi on hyväksytty, avaa agenttikeskus tilivalikosta ja jaa kumppanikoodisi.</li></ol><p>Agenttien on oltava vähintään 18-vuotiaita, ja heidän on noudatettava yleisiä käyttöehtojamme ja vastuullisen pelaamisen sääntöjämme.</p>',
      },
      'how-to-deposit': {
        title: 'Näin talletat',
        content:
          '<h2>Näin talletat</h2><ol><li>Kirjaudu sisään ja paina <strong>Talleta</strong>.</li><li>Valitse maksutapa ja anna summa.</li><li>Seuraa ohjeita; saldosi päivittyy, kun maksu on vahvistettu.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Näin kotiutat',
        content:
          '<h2>Näin kotiutat</h2><ol><li>Lisää pankkikortti Oma tili -sivulla.</li><li>Paina <strong>Kotiuta</strong>, anna summa ja maksusalasanasi.</li><li>Kotiutukset käsitellään yleensä 30 minuutissa.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Unohdin salasanani',
        content:
          '<p>Valitse kirjautumisikkunassa <strong>Unohditko salasanan?</strong> ja palauta salasana sähköpostilla tai puhelinnumerolla.</p>',
      },
      'faq-free-play': {
        title: 'Voinko kokeilla pelejä ilmaiseksi?',
        content:
          '<p>Kyllä. <em>Ilmaispeli</em>-merkittyjä pelejä voi pelata kokeilutilillä ilman talletusta.</p>',
      },
      'faq-game-maintenance': {
        title: 'Peli ilmoittaa olevansa huollossa',
        content:
          '<p>Pelivalmistajat keskeyttävät pelejä silloin tällöin päivityksiä varten. Kokeile toista peliä ja palaa myöhemmin.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Tervetuloa portaaliin',
      content:
        '<p>Tervetuloa! Tilisi on valmis. Siirry <strong>Oma tili</strong> -sivulle, aseta maksusalasana ja liitä pankkikortti.</p>',
    },
    'weekend-bonus': {
      title: 'Viikonlopun talletusbonus',
      content:
        '<p>Talleta tänä viikonloppuna ja saat <strong>10 % bonuksen</strong> aina 500 asti.</p><ul><li>Vähimmäistalletus 100</li><li>Kierrätys 5x</li></ul>',
    },
    maintenance: {
      title: 'Suunniteltu huoltokatko',
      content: '<p>Osa peleistä ei ole käytettävissä tiistaina klo 02.00–04.00 (GMT+7) huollon vuoksi.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Omat pelit',
    'PVP:DEMO': 'Omat pelit',
    'LIVE:DEMO': 'Omat pelit',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Omat pelit',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Omat pelit',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Omat pelit',
    'RNG:JILI': 'JILI-kolikkopelit',
    'LIVE:DS88': 'DS88-kukkotappelut',
    'FISH:JILI': 'JILI-kalastuspelit',
    'FISH:FC': 'Fa Chai -kalastuspelit',
    'FISH:JDB': 'JDB-kalastuspelit',
    'FISH:KA': 'KA-kalastuspelit',
    'PVP:KY': 'Kaiyuan-korttipelit',
    'LOTT:TCG_LOTTO_VN': 'Vietnamin lotto',
    'LOTT:TCG': 'TCG-lotot',
    'ELOTT:TCG_ELOTT': 'TCG:n e-lotot',
    'ELOTT:SGW': 'SGWin-pikalotto',
    'LOTT:TCG_LOTTO_SEA': 'Kaakkois-Aasian lotto',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live-baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Vedonlyönti',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-urheilu',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Riuttametsästäjä',
    'TCG_LOTTO_VN:VNMB': 'Pohjoisen lotto',
    'TCG_LOTTO_VN:VNMN': 'Etelän lotto',
    'TCG_LOTTO_VN:VNMT': 'Keskiosan lotto',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Superpika 1 min',
    'TCG_LOTTO_VN:VNST5': 'Superpika 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong-areena',
    'DS88:DS88L102': 'Derby-mestaruus',
    'DS88:DS88L103': 'Pääottelu livenä',
  },
  promotions: {
    terms:
      'Yksi lunastus jäsentä kohden. Brändi voi perua väärinkäytöllä saadun bonuksen. Bonusrahat on kierrätettävä ilmoitetulla tavalla ennen kuin ne voi kotiuttaa.',
    list: {
      welcome: {
        title: 'Tervetuliaisbonus 100 % jopa 500 asti',
        summary: 'Tuplaa ensitalletuksesi: liity, talleta vähintään 10 ja lunasta jopa 500.',
        body: '<p>Uusi pelaaja? Liity tähän kampanjaan ja tee sitten <b>vähintään 10:n</b> talletus. Saat siitä <b>100 %</b> bonuksen, enintään <b>500</b>.</p><p>Bonus on kierrätettävä 5 kertaa ennen kotiutusta.</p>',
      },
      cashback: {
        title: 'Viikoittainen kolikkopelien käteispalautus 5 %',
        summary: 'Saat viikon päätteeksi takaisin 5 % kolikkopelien nettotappiostasi, enintään 200.',
        body: '<p>Liity, pelaa suosikkikolikkopelejäsi koko viikon ja lunasta <b>5 %</b> nettotappiostasi takaisin viikon päätyttyä.</p>',
      },
      share: {
        title: 'Jaa isovoittosi',
        summary: 'Lähetä meille kuvakaappaus isosta voitosta ja saat jopa 88:n palkinnon.',
        body: '<p>Osuiko isosti? Hae lyhyellä kommentilla ja enintään kolmella kuvakaappauksella (png tai jpg, enintään 5 MB/kpl). Tiimimme käsittelee jokaisen hakemuksen 24 tunnin kuluessa.</p>',
      },
      birthday: {
        title: 'VIP-syntymäpäivälahja',
        summary: 'VIP-jäsenet voivat hakea meiltä lahjaa syntymäkuukautenaan.',
        body: '<p>Hyvää syntymäpäivää! Hae lahjaa syntymäkuukautenasi, niin VIP-tiimimme lähettää sen sinulle.</p>',
      },
      raffle: {
        title: 'Lucky Lotus -arvonta',
        summary: 'Yksi arvonta jokaista talletettua 100:aa kohden. Palkintoja jopa 888!',
        body: '<p>Liity, talleta ja arvo: jokainen tallettamasi <b>100</b> antaa yhden arvonnan. Jokainen arvonta ratkaistaan palvelimellamme julkaistun siemenen tiivisteen avulla, jonka voit tarkistaa jälkikäteen.</p>',
      },
      lunar: {
        title: 'Kiinalaisen uudenvuoden reload 30 %',
        summary:
          'Liity ja talleta vähintään 50: saat 30 % talletuksesta, enintään 300 (kerran jäsentä kohden).',
        body: '<p>Juhli uutta vuotta: liity tähän kampanjaan, tee sitten <b>vähintään 50:n</b> talletus ja saat siitä <b>30 %</b> bonuksena, enintään <b>300</b>. Yksi bonus jäsentä kohden.</p><p>Bonus on kierrätettävä 3 kertaa ennen kotiutusta.</p>',
      },
      summer: {
        title: 'Kesän reload-bonus 20 %',
        summary: 'Tämä kampanja on päättynyt. Kiitos osallistumisesta!',
        body: '<p>20 % vähintään 20:n uudelleentalletuksista, enintään 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Pääpalkinto 888',
      'gold-prize-88': 'Kultapalkinto 88',
      'silver-prize-8': 'Hopeapalkinto 8',
      'lucky-prize-1': 'Onnenpalkinto 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 bonuskuponki',
      description: '$5 bonuskuponki, jonka asiakaspalvelu myöntää, kun vaihto on hyväksytty.',
    },
    'free-spins-20': {
      name: '20 ilmaiskierrosta',
      description: 'Kaksikymmentä ilmaiskierrosta Lucky Lotus -kolikkopeliin.',
    },
    'vip-week': {
      name: 'VIP-viikkopassi',
      description: 'Seitsemän päivää VIP-asiakaspalvelua ja nopeampia kotiutuksia.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus -muki',
      description: 'Keraaminen muki Lucky Lotus -logolla, toimitettuna kotiovellesi.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus -T-paita',
      description: 'Puuvillainen T-paita; pisteet ja pieni toimitusmaksu.',
    },
    earbuds: {
      name: 'Langattomat nappikuulokkeet',
      description: 'Bluetooth-nappikuulokkeet latauskotelolla.',
    },
  },
  missions: {
    'daily-slots-20': 'Pelaa 20 kierrosta kolikkopeleissä',
    'daily-bet-1000': 'Panosta yhteensä 1 000,00 missä tahansa pelissä',
    'daily-deposit-500': 'Talleta 500,00',
    'weekly-login-3': 'Kirjaudu sisään 3 päivänä peräkkäin',
    'weekly-live-100': 'Pelaa 100 kierrosta live-kasinolla',
    'weekly-bet-10000': 'Panosta yhteensä 10 000,00 tällä viikolla',
  },
};

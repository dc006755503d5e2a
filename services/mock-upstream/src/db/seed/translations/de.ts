/**
 * German (DE) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/de): Einzahlen, Auszahlen, Gültige Einsätze, Agentenbereich, Kundenservice,
 * Verantwortungsvolles Spielen, Umsatzbedingung; the player is addressed as du, as the portal does.
 * Amounts as German-speaking players read them (500 $, 5.000 $, 1.000,00).
 */
import type { SeedTexts } from './en.js';

export const de: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} ist dein Code für die Anmeldung. Er läuft in {minutes} Minuten ab. Gib ihn niemals weiter.',
      register:
        '{brand}: {code} ist dein Code für die Registrierung. Er läuft in {minutes} Minuten ab. Gib ihn niemals weiter.',
      resetPassword:
        '{brand}: {code} ist dein Code zum Zurücksetzen deines Passworts. Er läuft in {minutes} Minuten ab. Gib ihn niemals weiter.',
      loginIp:
        '{brand}: {code} ist dein Code zur Bestätigung einer Anmeldung von einem neuen Gerät. Er läuft in {minutes} Minuten ab. Gib ihn niemals weiter.',
      bindMobile:
        '{brand}: {code} ist dein Code zum Verknüpfen dieser Nummer. Er läuft in {minutes} Minuten ab. Gib ihn niemals weiter.',
    },
    emailCode: {
      subject: '{brand}: Bestätige deine E-Mail-Adresse',
      body: 'Dein Code lautet {code}. Er läuft in {minutes} Minuten ab. Gib ihn niemals weiter.',
    },
    passwordReset: {
      subject: '{brand}: Setze dein Passwort zurück',
      body: 'Hallo {name},\n\nöffne diesen Link innerhalb von 30 Minuten, um ein neues Passwort festzulegen:\n{link}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail einfach.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Alle Rechte vorbehalten. Spiel verantwortungsvoll: erst ab 18 Jahren.',
  },
  pictures: {
    bannerSubtitle: '18+ · Spiel verantwortungsvoll',
  },
  clubLabels: {
    member: 'Mitglied',
    silver: 'Silber',
    gold: 'Gold',
    diamond: 'Diamant',
  },
  depositChannels: {
    bankTransfer: 'Banküberweisung',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Willkommensbonus: 100 % bis zu 500 $',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns Jackpot-Woche',
    'join-our-telegram-community': 'Werde Teil unserer Telegram-Community',
    'slots-cashback-every-monday': 'Slots-Cashback jeden Montag',
    'new-from-jili-this-month': 'Neu von JILI in diesem Monat',
    'lucky-lotus-raffle': 'Lucky Lotus Verlosung',
    'fishing-frenzy-tournament': 'Fishing Frenzy Turnier',
    'card-masters-league': 'Liga der Kartenmeister',
    'football-weekend-boost': 'Quoten-Boost am Fußball-Wochenende',
    'esports-world-finals': 'E-Sport-Weltfinale',
    'keno-every-minute': 'Keno jede Minute',
    'get-the-lucky-lotus-app': 'Hol dir die Lucky Lotus App',
    'all-promotions-in-one-place': 'Alle Aktionen auf einen Blick',
    'become-an-agent-earn-together': 'Werde Agent und verdiene mit',
    'redeem-points-for-rewards': 'Punkte gegen Prämien eintauschen',
    'we-are-here-24-7': 'Rund um die Uhr für dich da – 24/7',
    'welcome-back': 'Willkommen zurück',
    'sign-up-and-claim-your-bonus': 'Registrieren und Bonus sichern',
    'deposit-top-20': 'TOP 20 Einzahlungen',
    'valid-bet-top-20': 'TOP 20 gültige Einsätze',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Geplante Wartung bei Microgaming',
      content:
        '<p>Die Spiele von Microgaming werden planmäßig gewartet. Probier in der Zwischenzeit unsere anderen <a href="/rng">Slot-Anbieter</a> aus.</p>',
    },
    'new-payment-method-available': {
      title: 'Neue Zahlungsmethode verfügbar',
      content:
        '<p>Du kannst jetzt per <strong>Echtzeitüberweisung</strong> einzahlen. Das Geld ist in weniger als einer Minute da.</p>',
    },
    'secure-your-account': {
      title: 'Schütze dein Konto',
      content:
        '<p>Gib zu deiner Sicherheit niemals dein Passwort oder deine Bestätigungscodes weiter. Unser Team wird dich <em>niemals</em> danach fragen.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Wir feiern das Mondneujahr',
      content:
        '<p>Feier mit uns! Vom <strong>1. bis 15. Februar</strong> gibt es täglich rote Glücksumschläge für alle aktiven Mitglieder.</p><ul><li>Täglich anmelden</li><li>Ein beliebiges Spiel spielen</li><li>Im Belohnungscenter abholen</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Wöchentliches Slots-Cashback',
      content:
        '<p>Hol dir jeden Montag bis zu <strong>10 % Cashback</strong> auf deine Nettoverluste an den Slots. Ohne Umsatzbedingung.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Freunde-werben-Bonus',
      content:
        '<p>Lade Freunde mit deinem Einladungslink ein und erhalte <strong>10 $</strong> für jeden Freund, der seine erste Einzahlung macht.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Willkommen bei Lucky Lotus',
      content:
        '<p>Danke, dass du dich für Lucky Lotus entschieden hast. Entdecke über 400 Spiele: Slots, Live-Casino, Sportwetten und Lotterie.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Schnellere Auszahlungen am Wochenende',
      content:
        '<p>Auszahlungen, die du samstags und sonntags beantragst, werden jetzt innerhalb von <strong>30 Minuten</strong> bearbeitet.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Jeden Monat Preise für die TOP 20 Einzahlungen',
      content:
        '<p>Die 20 Mitglieder mit den höchsten Einzahlungen des Monats teilen sich einen Preispool von <strong>5.000 $</strong>. Sieh dir die <a href="/deposit-rank">TOP 20 Einzahlungen</a> an.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Prämien für die TOP 20 gültigen Einsätze',
      content:
        '<p>Klettere im Ranking <a href="/bet-rank">TOP 20 gültige Einsätze</a> nach oben und gewinne am Ende jedes Monats Freispiele und Geldprämien.</p>',
    },
    'update-your-contact-details': {
      title: 'Aktualisiere deine Kontaktdaten',
      content:
        '<p>Halte deine Handynummer und E-Mail-Adresse aktuell, damit wir dich zu deinen Auszahlungen und Sicherheitscodes erreichen können.</p>',
    },
    'play-responsibly': {
      title: 'Spiel verantwortungsvoll',
      content:
        '<p>Setze dir Einzahlungslimits und mach Pausen. In unserem <a href="/help">Hilfe-Center</a> findest du die Tools für verantwortungsvolles Spielen.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Die Agentenprovision wird jeden Montag ausgezahlt',
      content:
        '<p>Die Provision der Vorwoche wird jeden Montag vor 12:00 Uhr deiner Haupt-Wallet gutgeschrieben. Sieh unter <b>Meine Einnahmen</b> im Agentenbereich nach.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Neu: Einladungslinks mit QR-Code',
      content:
        '<p>Erstelle unter <b>Konto eröffnen</b> bis zu 20 Einladungslinks für Spieler oder Unteragenten und verfolge, wie viele sich über jeden Link registriert haben.</p>',
    },
  },
  help: {
    categories: {
      about: 'Über uns',
      policies: 'Regeln und Richtlinien',
      affiliates: 'Partnerprogramm',
      banking: 'Ein- und Auszahlungen',
      faq: 'FAQ',
    },
    articles: {
      'about-company': {
        title: 'Über das Unternehmen',
        content:
          '<h2>Über Lucky Lotus</h2><p>Lucky Lotus ist eine Online-Entertainment-Marke mit Slots, Live-Casino, Fischspielen, Kartenspielen, Sportwetten, E-Sport und Lotterie. Wir arbeiten ausschließlich mit zertifizierten Spieleanbietern und geprüften Zufallszahlengeneratoren zusammen.</p>',
      },
      'contact-us': {
        title: 'Kontakt',
        content:
          '<h2>Kontakt</h2><p>Unser Support-Team ist 24 Stunden am Tag, 7 Tage die Woche für dich da.</p><ul><li>Live-Chat: über den Kundenservice-Button</li><li>E-Mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Allgemeine Geschäftsbedingungen',
        content:
          '<h2>Allgemeine Geschäftsbedingungen</h2><p>Mit der Registrierung eines Kontos bestätigst du, dass du mindestens 18 Jahre alt bist und Online-Glücksspiel an deinem Wohnort legal ist.</p><ol><li>Ein Konto pro Person, Haushalt und Gerät.</li><li>Für Boni gelten ihre jeweils eigenen Umsatzbedingungen.</li><li>Wir können Konten sperren, die an Betrug oder Missbrauch beteiligt sind.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Verantwortungsvolles Spielen',
        content:
          '<h2>Verantwortungsvolles Spielen</h2><p>Spielen soll Spaß machen. Setze dir Einzahlungslimits, mach regelmäßig Pausen und versuche nie, Verluste wieder hereinzuholen. Über den Kundenservice kannst du jederzeit eine Spielpause oder eine Selbstsperre beantragen.</p>',
      },
      'privacy-policy': {
        title: 'Datenschutzerklärung',
        content:
          '<h2>Datenschutzerklärung</h2><p>Wir erheben nur die Daten, die wir für dein Konto und unsere gesetzlichen Pflichten brauchen. Passwörter werden gehasht gespeichert, Zahlungsdaten verschlüsselt, und wir verkaufen niemals persönliche Daten.</p>',
      },
      'refund-policy': {
        title: 'Rückerstattungsrichtlinie',
        content:
          '<h2>Rückerstattungsrichtlinie</h2><p>Einzahlungen, die deinem Guthaben gutgeschrieben wurden, können nach Erfüllung der Umsatzbedingung ausgezahlt werden. Beträge aus fehlgeschlagenen Transaktionen gehen innerhalb von 3 Werktagen an die ursprüngliche Zahlungsmethode zurück.</p>',
      },
      affiliates: {
        title: 'Partnerprogramm',
        content:
          '<h2>Partnerprogramm</h2><p>Verdiene Provision mit den Spielern, die du wirbst. Agenten bekommen einen eigenen Agentenbereich mit Team-Berichten, Verträgen und Optionen für Tageslohn. Bewirb dich über die Seite <a href="/join">Agent werden</a>.</p>',
      },
      'agent-programme': {
        title: 'Agentenprogramm',
        content:
          '<h2>Werde Lucky Lotus Agent</h2><p>Bau dir dein eigenes Spielerteam auf und verdiene jeden Tag an ihren Einsätzen mit. Unsere Agenten führen ihr Geschäft über einen eigenen Agentenbereich: Sie eröffnen Konten für neue Spieler, verfolgen Einsätze und Gewinn ihres Teams und vereinbaren Verträge mit ihren eigenen Unteragenten.</p><h3>Was du verdienst</h3><table><thead><tr><th>Aktive Spieler im Monat</th><th>Provision auf die Nettoeinnahmen</th></tr></thead><tbody><tr><td>5 bis 19</td><td>25 %</td></tr><tr><td>20 bis 49</td><td>35 %</td></tr><tr><td>50 oder mehr</td><td>45 %</td></tr></tbody></table><ul><li><strong>Dividendenverträge</strong>, die jede Periode auf die Ergebnisse deines Teams ausgezahlt werden.</li><li><strong>Tages- und Stundenlohn</strong> auf die gültigen Einsätze deines Teams.</li><li><strong>Echtzeitlohn</strong>, abgerechnet alle 5 Minuten.</li></ul><h3>So machst du mit</h3><ol><li>Registriere ein Spielerkonto (kostenlos).</li><li>Wende dich an den Kundenservice und bitte darum, Agent zu werden, oder nutze den Einladungslink eines bestehenden Agenten.</li><li>Nach der Freigabe öffnest du den Agentenbereich über dein Kontomenü und teilst deinen Partnercode.</li></ol><p>Agenten müssen mindestens 18 Jahre alt sein und unsere Allgemeinen Geschäftsbedingungen sowie die Regeln für Verantwortungsvolles Spielen einhalten.</p>',
      },
      'how-to-deposit': {
        title: 'So zahlst du ein',
        content:
          '<h2>So zahlst du ein</h2><ol><li>Melde dich an und tippe auf <strong>Einzahlen</strong>.</li><li>Wähle eine Zahlungsmethode und gib den Betrag ein.</li><li>Folge den Anweisungen; dein Guthaben wird aktualisiert, sobald die Zahlung bestätigt ist.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'So zahlst du aus',
        content:
          '<h2>So zahlst du aus</h2><ol><li>Füge im Mitgliederbereich eine Bankkarte hinzu.</li><li>Tippe auf <strong>Auszahlen</strong> und gib den Betrag und dein Zahlungspasswort ein.</li><li>Auszahlungen werden in der Regel innerhalb von 30 Minuten bearbeitet.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Ich habe mein Passwort vergessen',
        content:
          '<p>Nutze <strong>Passwort vergessen?</strong> im Anmeldefenster, um es per E-Mail oder über deine Handynummer zurückzusetzen.</p>',
      },
      'faq-free-play': {
        title: 'Kann ich Spiele kostenlos ausprobieren?',
        content:
          '<p>Ja. Spiele mit der Markierung <em>Demo-Modus</em> kannst du mit einem Testkonto ohne Einzahlung spielen.</p>',
      },
      'faq-game-maintenance': {
        title: 'Ein Spiel wird gerade gewartet',
        content:
          '<p>Anbieter pausieren ihre Spiele gelegentlich für Updates. Probier ein anderes Spiel und schau später wieder vorbei.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Willkommen im Portal',
      content:
        '<p>Willkommen! Dein Konto ist startklar. Lege im <strong>Mitgliederbereich</strong> ein Zahlungspasswort fest und verknüpfe eine Bankkarte.</p>',
    },
    'weekend-bonus': {
      title: 'Wochenend-Einzahlungsbonus',
      content:
        '<p>Zahl an diesem Wochenende ein und erhalte einen <strong>Bonus von 10 %</strong> bis zu 500.</p><ul><li>Mindesteinzahlung 100</li><li>5-facher Umsatz</li></ul>',
    },
    maintenance: {
      title: 'Geplante Wartung',
      content:
        '<p>Einige Spiele sind am Dienstag von 02:00 bis 04:00 Uhr (GMT+7) wegen Wartungsarbeiten nicht verfügbar.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Portal-Exklusiv',
    'PVP:DEMO': 'Portal-Exklusiv',
    'LIVE:DEMO': 'Portal-Exklusiv',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Portal-Exklusiv',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Portal-Exklusiv',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Portal-Exklusiv',
    'RNG:JILI': 'JILI Slots',
    'LIVE:DS88': 'DS88 Hahnenkampf',
    'FISH:JILI': 'JILI Fischspiele',
    'FISH:FC': 'Fa Chai Fischspiele',
    'FISH:JDB': 'JDB Fischspiele',
    'FISH:KA': 'KA Fischspiele',
    'PVP:KY': 'Kaiyuan Kartenspiele',
    'LOTT:TCG_LOTTO_VN': 'Vietnam-Lotterie',
    'LOTT:TCG': 'TCG Lotterie',
    'ELOTT:TCG_ELOTT': 'TCG E-Lotterie',
    'ELOTT:SGW': 'SGWin Schnell-Lotto',
    'LOTT:TCG_LOTTO_SEA': 'Südostasien-Lotterie',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live-Baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportwetten',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-Sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Riffjäger',
    'TCG_LOTTO_VN:VNMB': 'Lotterie Nord',
    'TCG_LOTTO_VN:VNMN': 'Lotterie Süd',
    'TCG_LOTTO_VN:VNMT': 'Lotterie Mitte',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho-Chi-Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Superschnell 1 Min.',
    'TCG_LOTTO_VN:VNST5': 'Superschnell 5 Min.',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong-Arena',
    'DS88:DS88L102': 'Derby-Meisterschaft',
    'DS88:DS88L103': 'Hauptkampf live',
  },
  promotions: {
    terms:
      'Einmal pro Mitglied. Die Marke kann einen missbräuchlich erhaltenen Bonus zurückfordern. Bonusgeld muss wie angegeben umgesetzt werden, bevor es ausgezahlt werden kann.',
    list: {
      welcome: {
        title: 'Willkommensbonus 100 % bis zu 500',
        summary:
          'Verdopple deine erste Einzahlung: mitmachen, mindestens 10 einzahlen und bis zu 500 sichern.',
        body: '<p>Neu hier? Nimm an dieser Aktion teil und zahl dann <b>10 oder mehr</b> ein. Wir legen <b>100 %</b> drauf, bis zu <b>500</b>.</p><p>Der Bonus muss vor einer Auszahlung 5-mal umgesetzt werden.</p>',
      },
      cashback: {
        title: 'Wöchentliches Slots-Cashback 5 %',
        summary: 'Hol dir am Ende der Woche 5 % deines Nettoverlusts an den Slots zurück, bis zu 200.',
        body: '<p>Mach mit, spiel die ganze Woche deine Lieblings-Slots und hol dir am Ende der Woche <b>5 %</b> deines Nettoverlusts zurück.</p>',
      },
      share: {
        title: 'Teile deinen großen Gewinn',
        summary: 'Schick uns einen Screenshot von einem großen Gewinn und erhalte eine Prämie von bis zu 88.',
        body: '<p>Groß gewonnen? Bewirb dich mit einem kurzen Kommentar und bis zu drei Screenshots (png oder jpg, je 5 MB). Unser Team prüft jede Bewerbung innerhalb von 24 Stunden.</p>',
      },
      birthday: {
        title: 'VIP-Geburtstagsgeschenk',
        summary: 'VIP-Mitglieder bewerben sich im Geburtstagsmonat und bekommen ein Geschenk von uns.',
        body: '<p>Alles Gute zum Geburtstag! Bewirb dich in deinem Geburtstagsmonat und unser VIP-Team schickt dir ein Geschenk.</p>',
      },
      raffle: {
        title: 'Lucky Lotus Verlosung',
        summary: 'Für je 100, die du einzahlst, ein Los. Preise bis zu 888!',
        body: '<p>Mitmachen, einzahlen, Los ziehen: Für je <b>100</b>, die du einzahlst, bekommst du ein Los. Jede Ziehung wird auf unserem Server mit einem veröffentlichten Seed-Hash entschieden, den du danach überprüfen kannst.</p>',
      },
      lunar: {
        title: 'Mondneujahr-Reload 30 %',
        summary:
          'Mitmachen und 50 oder mehr einzahlen: 30 % dieser Einzahlung erhalten, bis zu 300 (einmal pro Mitglied).',
        body: '<p>Feier das neue Jahr: Nimm an dieser Aktion teil, zahl dann <b>50 oder mehr</b> ein und erhalte <b>30 %</b> davon als Bonus, bis zu <b>300</b>. Ein Bonus pro Mitglied.</p><p>Der Bonus muss vor einer Auszahlung 3-mal umgesetzt werden.</p>',
      },
      summer: {
        title: 'Sommer-Reload-Bonus 20 %',
        summary: 'Diese Aktion ist beendet. Danke fürs Mitmachen!',
        body: '<p>20 % auf Reload-Einzahlungen ab 20, bis zu 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hauptpreis 888',
      'gold-prize-88': 'Goldpreis 88',
      'silver-prize-8': 'Silberpreis 8',
      'lucky-prize-1': 'Glückspreis 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bonusgutschein über 5 $',
      description:
        'Ein Bonusgutschein über 5 $, den der Kundenservice nach Freigabe der Einlösung ausstellt.',
    },
    'free-spins-20': {
      name: '20 Freispiele',
      description: 'Zwanzig Freispiele am Lucky Lotus Slot.',
    },
    'vip-week': {
      name: 'VIP-Wochenpass',
      description: 'Sieben Tage VIP-Kundenservice und schnellere Auszahlungen.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus Tasse',
      description: 'Eine Keramiktasse mit Lucky Lotus Logo, direkt zu dir nach Hause geliefert.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus T-Shirt',
      description: 'T-Shirt aus Baumwolle; Punkte plus eine kleine Versandgebühr.',
    },
    earbuds: {
      name: 'Kabellose Ohrhörer',
      description: 'Bluetooth-Ohrhörer mit Ladecase.',
    },
  },
  missions: {
    'daily-slots-20': 'Drehe 20 Runden an den Slots',
    'daily-bet-1000': 'Setze 1.000,00 in einem beliebigen Spiel',
    'daily-deposit-500': 'Zahle 500,00 ein',
    'weekly-login-3': 'Melde dich an 3 Tagen in Folge an',
    'weekly-live-100': 'Spiele 100 Runden im Live-Casino',
    'weekly-bet-10000': 'Setze diese Woche 10.000,00',
  },
};

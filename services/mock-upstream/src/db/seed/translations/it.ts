/**
 * Italian (IT) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/it): Deposita, Preleva, Puntate valide, Area agente, Assistenza clienti, Gioco
 * responsabile; the player is addressed as tu, as Italian betting sites do. Amounts as Italy writes
 * them (500 $, 5.000 $, 1.000,00).
 */
import type { SeedTexts } from './en.js';

export const it: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} è il tuo codice di accesso. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
      register:
        '{brand}: {code} è il tuo codice di registrazione. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
      resetPassword:
        '{brand}: {code} è il tuo codice per reimpostare la password. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
      loginIp:
        '{brand}: {code} è il tuo codice per confermare un accesso da un nuovo dispositivo. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
      bindMobile:
        '{brand}: {code} è il tuo codice per collegare questo numero. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
    },
    emailCode: {
      subject: '{brand}: conferma la tua email',
      body: 'Il tuo codice è {code}. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
    },
    passwordReset: {
      subject: '{brand}: reimposta la tua password',
      body: "Ciao {name},\n\napri questo link entro 30 minuti per scegliere una nuova password:\n{link}\n\nSe non l'hai richiesto tu, ignora questa email.",
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Tutti i diritti riservati. Gioca responsabilmente: vietato ai minori di 18 anni.',
  },
  pictures: {
    bannerSubtitle: '18+ · Gioca responsabilmente',
  },
  clubLabels: {
    member: 'Membro',
    silver: 'Argento',
    gold: 'Oro',
    diamond: 'Diamante',
  },
  depositChannels: {
    bankTransfer: 'Bonifico bancario',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bonus di benvenuto del 100% fino a 500 $',
    'lucky-lanterns-jackpot-week': 'Settimana del jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Entra nella nostra community su Telegram',
    'slots-cashback-every-monday': 'Cashback sulle slot ogni lunedì',
    'new-from-jili-this-month': 'Le novità JILI del mese',
    'lucky-lotus-raffle': 'Estrazione a premi Lucky Lotus',
    'fishing-frenzy-tournament': 'Torneo Fishing Frenzy',
    'card-masters-league': 'Lega dei maestri delle carte',
    'football-weekend-boost': 'Quote maggiorate sul calcio nel weekend',
    'esports-world-finals': 'Finali mondiali di e-sport',
    'keno-every-minute': 'Keno ogni minuto',
    'get-the-lucky-lotus-app': "Scarica l'App Lucky Lotus",
    'all-promotions-in-one-place': 'Tutte le promozioni in un unico posto',
    'become-an-agent-earn-together': 'Diventa agente e guadagna con noi',
    'redeem-points-for-rewards': 'Converti i punti in premi',
    'we-are-here-24-7': 'Siamo qui per te 24/7',
    'welcome-back': 'Bentornato',
    'sign-up-and-claim-your-bonus': 'Registrati e richiedi il tuo bonus',
    'deposit-top-20': 'TOP 20 depositi',
    'valid-bet-top-20': 'TOP 20 puntate valide',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Manutenzione programmata di Microgaming',
      content:
        '<p>I giochi Microgaming sono in manutenzione programmata. Nel frattempo prova gli altri nostri <a href="/rng">fornitori di slot</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Nuovo metodo di pagamento disponibile',
      content:
        '<p>Ora puoi depositare con <strong>bonifico bancario istantaneo</strong>. I fondi arrivano in meno di un minuto.</p>',
    },
    'secure-your-account': {
      title: 'Proteggi il tuo conto',
      content:
        '<p>Per la tua sicurezza, non condividere mai la password o i codici di verifica. Il nostro staff non te li chiederà <em>mai</em>.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Festeggia il Capodanno lunare',
      content:
        '<p>Festeggia con noi! Buste rosse ogni giorno per tutti i membri attivi dal <strong>1° al 15 febbraio</strong>.</p><ul><li>Accedi ogni giorno</li><li>Gioca a qualsiasi gioco</li><li>Riscuoti nel Centro premi</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback settimanale sulle slot',
      content:
        '<p>Ricevi fino al <strong>10% di cashback</strong> sulle perdite nette alle slot ogni lunedì. Nessun requisito di puntata.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus invita un amico',
      content:
        '<p>Invita i tuoi amici con il tuo link di invito e guadagna <strong>10 $</strong> per ogni amico che effettua il primo deposito.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Benvenuto su Lucky Lotus',
      content:
        '<p>Grazie per aver scelto Lucky Lotus. Scopri oltre 400 giochi tra slot, casinò live, sport e lotterie.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Prelievi più veloci nel weekend',
      content:
        '<p>I prelievi richiesti il sabato e la domenica ora vengono elaborati entro <strong>30 minuti</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Premi TOP 20 depositi ogni mese',
      content:
        '<p>I 20 membri con i depositi più alti del mese si dividono un montepremi di <strong>5.000 $</strong>. Guarda la <a href="/deposit-rank">TOP 20 depositi</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Premi TOP 20 puntate valide',
      content:
        '<p>Scala la <a href="/bet-rank">TOP 20 puntate valide</a> e vinci giri gratis e premi in denaro alla fine di ogni mese.</p>',
    },
    'update-your-contact-details': {
      title: 'Aggiorna i tuoi recapiti',
      content:
        '<p>Tieni aggiornati il tuo numero di cellulare e la tua email, così potremo contattarti per i prelievi e i codici di sicurezza.</p>',
    },
    'play-responsibly': {
      title: 'Gioca responsabilmente',
      content:
        '<p>Imposta dei limiti di deposito e fai delle pause. Visita il nostro <a href="/help">Centro assistenza</a> per gli strumenti di gioco responsabile.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'La commissione agente viene pagata ogni lunedì',
      content:
        "<p>La commissione della settimana precedente viene accreditata sul tuo portafoglio principale ogni lunedì entro le 12:00. Controlla <b>I miei guadagni</b> nell'area agente.</p>",
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Novità: link di invito con codice QR',
      content:
        '<p>Crea fino a 20 link di invito da <b>Apri un conto</b>, per giocatori o subagenti, e segui quante registrazioni arrivano da ciascuno.</p>',
    },
  },
  help: {
    categories: {
      about: 'Chi siamo',
      policies: 'Regole e informative',
      affiliates: 'Affiliazione',
      banking: 'Depositi e prelievi',
      faq: 'Domande frequenti',
    },
    articles: {
      'about-company': {
        title: 'Chi siamo',
        content:
          '<h2>Chi è Lucky Lotus</h2><p>Lucky Lotus è un marchio di intrattenimento online che offre slot, casinò live, giochi di pesca, giochi di carte, scommesse sportive, e-sport e lotterie. Collaboriamo solo con fornitori di giochi certificati e generatori di numeri casuali verificati.</p>',
      },
      'contact-us': {
        title: 'Contattaci',
        content:
          '<h2>Contattaci</h2><p>Il nostro team di assistenza è disponibile 24 ore su 24, 7 giorni su 7.</p><ul><li>Chat dal vivo: dal pulsante Assistenza clienti</li><li>Email: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Termini e condizioni generali',
        content:
          '<h2>Termini e condizioni generali</h2><p>Registrando un conto confermi di avere almeno 18 anni e che il gioco online è legale nel luogo in cui vivi.</p><ol><li>Un solo conto per persona, nucleo familiare e dispositivo.</li><li>Ogni bonus ha i propri requisiti di puntata.</li><li>Possiamo sospendere i conti coinvolti in frodi o abusi.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Gioco responsabile',
        content:
          "<h2>Gioco responsabile</h2><p>Il gioco deve restare un divertimento. Imposta limiti di deposito, fai pause regolari e non cercare mai di rincorrere le perdite. Puoi chiedere in qualsiasi momento un periodo di pausa o l'autoesclusione tramite l'assistenza clienti.</p>",
      },
      'privacy-policy': {
        title: 'Informativa sulla privacy',
        content:
          '<h2>Informativa sulla privacy</h2><p>Raccogliamo solo i dati necessari per gestire il tuo conto e rispettare gli obblighi di legge. Le password sono salvate in forma di hash, i dati di pagamento sono cifrati e non vendiamo mai dati personali.</p>',
      },
      'refund-policy': {
        title: 'Politica di rimborso',
        content:
          '<h2>Politica di rimborso</h2><p>I depositi accreditati sul tuo saldo possono essere prelevati una volta soddisfatto il requisito di puntata. I rimborsi delle transazioni non riuscite vengono restituiti sul metodo di pagamento originale entro 3 giorni lavorativi.</p>',
      },
      affiliates: {
        title: 'Affiliazione',
        content:
          '<h2>Programma di affiliazione</h2><p>Guadagna commissioni sui giocatori che porti. Gli agenti hanno un\'area agente dedicata con report del team, contratti e opzioni di compenso giornaliero. Candidati dalla pagina <a href="/join">Diventa agente</a>.</p>',
      },
      'agent-programme': {
        title: 'Programma agenti',
        content:
          "<h2>Diventa agente Lucky Lotus</h2><p>Crea il tuo team di giocatori e guadagna ogni giorno sulle loro giocate. I nostri agenti gestiscono la loro attività da un'area agente dedicata: aprono conti per nuovi giocatori, seguono puntate e profitti del team e stipulano contratti con la propria rete.</p><h3>Quanto guadagni</h3><table><thead><tr><th>Giocatori attivi nel mese</th><th>Commissione sui ricavi netti</th></tr></thead><tbody><tr><td>Da 5 a 19</td><td>25%</td></tr><tr><td>Da 20 a 49</td><td>35%</td></tr><tr><td>50 o più</td><td>45%</td></tr></tbody></table><ul><li><strong>Contratti di dividendo</strong> pagati a ogni periodo sui risultati del tuo team.</li><li><strong>Compenso giornaliero e orario</strong> sulle puntate valide del tuo team.</li><li><strong>Compenso in tempo reale</strong> liquidato ogni 5 minuti.</li></ul><h3>Come partecipare</h3><ol><li>Registra un conto giocatore (è gratis).</li><li>Contatta l'assistenza clienti e chiedi di diventare agente, oppure usa il link di invito di un agente già attivo.</li><li>Una volta approvato, apri l'area agente dal menu del tuo conto e condividi il tuo codice affiliato.</li></ol><p>Gli agenti devono avere almeno 18 anni e rispettare i nostri Termini generali e le regole di Gioco responsabile.</p>",
      },
      'how-to-deposit': {
        title: 'Come depositare',
        content:
          "<h2>Come depositare</h2><ol><li>Accedi e premi <strong>Deposita</strong>.</li><li>Scegli un metodo di pagamento e inserisci l'importo.</li><li>Segui le istruzioni; il saldo si aggiorna appena il pagamento viene confermato.</li></ol>",
      },
      'how-to-withdraw': {
        title: 'Come prelevare',
        content:
          "<h2>Come prelevare</h2><ol><li>Aggiungi una carta bancaria nell'area personale.</li><li>Premi <strong>Preleva</strong>, inserisci l'importo e la tua password di pagamento.</li><li>I prelievi vengono di solito elaborati entro 30 minuti.</li></ol>",
      },
      'faq-forgot-password': {
        title: 'Ho dimenticato la password',
        content:
          '<p>Usa <strong>Password dimenticata?</strong> nella finestra di accesso per reimpostarla tramite email o numero di cellulare.</p>',
      },
      'faq-free-play': {
        title: 'Posso provare i giochi gratis?',
        content:
          '<p>Sì. I giochi contrassegnati come <em>Gioco gratuito</em> si possono giocare con un conto di prova, senza deposito.</p>',
      },
      'faq-game-maintenance': {
        title: 'Un gioco risulta in manutenzione',
        content:
          '<p>A volte i fornitori mettono in pausa i giochi per gli aggiornamenti. Prova un altro gioco e riprova più tardi.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Benvenuto nel portale',
      content:
        "<p>Benvenuto! Il tuo conto è pronto. Vai nell'<strong>area personale</strong> per impostare la password di pagamento e collegare una carta bancaria.</p>",
    },
    'weekend-bonus': {
      title: 'Bonus deposito del weekend',
      content:
        '<p>Deposita questo weekend e ricevi un <strong>bonus del 10%</strong> fino a 500.</p><ul><li>Deposito minimo 100</li><li>Requisito di puntata 5x</li></ul>',
    },
    maintenance: {
      title: 'Manutenzione programmata',
      content:
        '<p>Alcuni giochi non saranno disponibili martedì dalle 02:00 alle 04:00 (GMT+7) per manutenzione.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Esclusive del portale',
    'PVP:DEMO': 'Esclusive del portale',
    'LIVE:DEMO': 'Esclusive del portale',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Esclusive del portale',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Esclusive del portale',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Esclusive del portale',
    'RNG:JILI': 'Slot JILI',
    'LIVE:DS88': 'Combattimenti di galli DS88',
    'FISH:JILI': 'Pesca JILI',
    'FISH:FC': 'Pesca Fa Chai',
    'FISH:JDB': 'Pesca JDB',
    'FISH:KA': 'Pesca KA',
    'PVP:KY': 'Carte Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Lotteria del Vietnam',
    'LOTT:TCG': 'Lotteria TCG',
    'ELOTT:TCG_ELOTT': 'Lotteria elettronica TCG',
    'ELOTT:SGW': 'Lotto rapido SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Lotteria del Sud-est asiatico',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccarat dal vivo',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Scommesse sportive',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Cacciatore della Barriera',
    'TCG_LOTTO_VN:VNMB': 'Lotteria del Nord',
    'TCG_LOTTO_VN:VNMN': 'Lotteria del Sud',
    'TCG_LOTTO_VN:VNMT': 'Lotteria del Centro',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Veloce 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super Veloce 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Campionato Derby',
    'DS88:DS88L103': 'Evento principale dal vivo',
  },
  promotions: {
    terms:
      'Una sola richiesta per membro. Il marchio può revocare un bonus ottenuto in modo abusivo. Il bonus deve essere giocato come indicato prima di poter essere prelevato.',
    list: {
      welcome: {
        title: 'Bonus di benvenuto del 100% fino a 500',
        summary: 'Raddoppia il tuo primo deposito: partecipa, deposita almeno 10 e ricevi fino a 500.',
        body: '<p>Sei nuovo? Partecipa a questa promozione, poi fai un deposito di <b>10 o più</b>. Ti diamo il <b>100%</b> del deposito, fino a <b>500</b>.</p><p>Il bonus va giocato 5 volte prima del prelievo.</p>',
      },
      cashback: {
        title: 'Cashback settimanale slot 5%',
        summary: 'Recupera il 5% delle tue perdite nette alle slot a fine settimana, fino a 200.',
        body: '<p>Partecipa, gioca alle tue slot preferite per tutta la settimana e riscuoti il <b>5%</b> delle perdite nette quando la settimana finisce.</p>',
      },
      share: {
        title: 'Condividi la tua grande vincita',
        summary: 'Inviaci uno screenshot di una grande vincita e ricevi un premio fino a 88.',
        body: '<p>Hai vinto alla grande? Partecipa con un breve commento e fino a tre screenshot (png o jpg, 5 MB ciascuno). Il nostro team esamina ogni richiesta entro 24 ore.</p>',
      },
      birthday: {
        title: 'Regalo di compleanno VIP',
        summary: 'I membri VIP fanno richiesta nel mese del loro compleanno e ricevono un regalo da noi.',
        body: '<p>Buon compleanno! Fai richiesta durante il mese del tuo compleanno e il nostro team VIP ti invierà un regalo.</p>',
      },
      raffle: {
        title: 'Estrazione a premi Lucky Lotus',
        summary: "Un'estrazione ogni 100 depositati. Premi fino a 888!",
        body: "<p>Partecipa, deposita e tenta la fortuna: ogni <b>100</b> depositati ti danno diritto a un'estrazione. Ogni estrazione viene decisa sul nostro server con un hash del seed pubblicato, che puoi verificare in seguito.</p>",
      },
      lunar: {
        title: 'Ricarica Capodanno lunare 30%',
        summary:
          'Partecipa e deposita 50 o più: ricevi il 30% di quel deposito, fino a 300 (una volta per membro).',
        body: '<p>Festeggia il nuovo anno: partecipa a questa promozione, poi fai un deposito di <b>50 o più</b> e ricevi il <b>30%</b> come bonus, fino a <b>300</b>. Un bonus per membro.</p><p>Il bonus va giocato 3 volte prima del prelievo.</p>',
      },
      summer: {
        title: 'Bonus ricarica estate 20%',
        summary: 'Questa promozione è terminata. Grazie per aver partecipato!',
        body: '<p>20% sulle ricariche da 20 o più, fino a 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Primo premio 888',
      'gold-prize-88': 'Premio oro 88',
      'silver-prize-8': 'Premio argento 8',
      'lucky-prize-1': 'Premio fortuna 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Buono bonus da 5 $',
      description: "Un buono bonus da 5 $, emesso dall'assistenza clienti dopo l'approvazione del riscatto.",
    },
    'free-spins-20': {
      name: '20 giri gratis',
      description: 'Venti giri gratis sulla slot Lucky Lotus.',
    },
    'vip-week': {
      name: 'Pass VIP settimanale',
      description: 'Sette giorni di assistenza clienti VIP e prelievi più rapidi.',
    },
    'lotus-mug': {
      name: 'Tazza Lucky Lotus',
      description: 'Una tazza in ceramica con il logo Lucky Lotus, consegnata a casa tua.',
    },
    'lotus-tshirt': {
      name: 'T-shirt Lucky Lotus',
      description: 'T-shirt in cotone; punti più un piccolo costo di spedizione.',
    },
    earbuds: {
      name: 'Auricolari wireless',
      description: 'Auricolari Bluetooth con custodia di ricarica.',
    },
  },
  missions: {
    'daily-slots-20': 'Fai 20 giri alle slot',
    'daily-bet-1000': 'Punta 1.000,00 su qualsiasi gioco',
    'daily-deposit-500': 'Deposita 500,00',
    'weekly-login-3': 'Accedi 3 giorni di fila',
    'weekly-live-100': 'Gioca 100 partite al casinò live',
    'weekly-bet-10000': 'Punta 10.000,00 questa settimana',
  },
};

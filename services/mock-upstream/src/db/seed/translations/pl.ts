/**
 * Polish (PL) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/pl): Wpłata, Wypłata, Ważny zakład, Panel agenta, Obsługa klienta, Odpowiedzialna
 * gra; the player is addressed as «ty», as the portal does.
 */
import type { SeedTexts } from './en.js';

export const pl: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}: {code} to Twój kod logowania. Ważny przez {minutes} min. Nikomu go nie podawaj.',
      register: '{brand}: {code} to Twój kod rejestracji. Ważny przez {minutes} min. Nikomu go nie podawaj.',
      resetPassword:
        '{brand}: {code} to Twój kod do zresetowania hasła. Ważny przez {minutes} min. Nikomu go nie podawaj.',
      loginIp:
        '{brand}: {code} to Twój kod potwierdzenia logowania z nowego urządzenia. Ważny przez {minutes} min. Nikomu go nie podawaj.',
      bindMobile:
        '{brand}: {code} to Twój kod do powiązania tego numeru. Ważny przez {minutes} min. Nikomu go nie podawaj.',
    },
    emailCode: {
      subject: '{brand}: potwierdź swój e-mail',
      body: 'Twój kod to {code}. Ważny przez {minutes} min. Nikomu go nie podawaj.',
    },
    passwordReset: {
      subject: '{brand}: zresetuj hasło',
      body: 'Cześć {name},\n\nOtwórz ten link w ciągu 30 minut, aby ustawić nowe hasło:\n{link}\n\nJeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. Wszelkie prawa zastrzeżone. Graj odpowiedzialnie: tylko 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Graj odpowiedzialnie',
  },
  clubLabels: {
    member: 'Członek',
    silver: 'Srebro',
    gold: 'Złoto',
    diamond: 'Diament',
  },
  depositChannels: {
    bankTransfer: 'Przelew bankowy',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bonus powitalny 100% do $500',
    'lucky-lanterns-jackpot-week': 'Tydzień jackpotów Lucky Lanterns',
    'join-our-telegram-community': 'Dołącz do naszej społeczności na Telegramie',
    'slots-cashback-every-monday': 'Cashback na sloty w każdy poniedziałek',
    'new-from-jili-this-month': 'Nowości JILI w tym miesiącu',
    'lucky-lotus-raffle': 'Losowanie Lucky Lotus',
    'fishing-frenzy-tournament': 'Turniej Fishing Frenzy',
    'card-masters-league': 'Liga mistrzów gier karcianych',
    'football-weekend-boost': 'Podwyższone kursy na piłkę w weekend',
    'esports-world-finals': 'Światowe finały e-sportu',
    'keno-every-minute': 'Keno co minutę',
    'get-the-lucky-lotus-app': 'Pobierz aplikację Lucky Lotus',
    'all-promotions-in-one-place': 'Wszystkie promocje w jednym miejscu',
    'become-an-agent-earn-together': 'Zostań agentem i zarabiaj z nami',
    'redeem-points-for-rewards': 'Wymieniaj punkty na nagrody',
    'we-are-here-24-7': 'Jesteśmy dla Ciebie 24/7',
    'welcome-back': 'Witaj ponownie',
    'sign-up-and-claim-your-bonus': 'Zarejestruj się i odbierz bonus',
    'deposit-top-20': 'TOP 20 wpłat',
    'valid-bet-top-20': 'TOP 20 ważnych zakładów',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Planowana przerwa techniczna Microgaming',
      content:
        '<p>Gry Microgaming przechodzą planowaną przerwę techniczną. W tym czasie zagraj na slotach <a href="/rng">innych dostawców</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Nowa metoda płatności',
      content:
        '<p>Teraz możesz wpłacać <strong>natychmiastowym przelewem bankowym</strong>. Środki docierają w niecałą minutę.</p>',
    },
    'secure-your-account': {
      title: 'Zabezpiecz swoje konto',
      content:
        '<p>Dla Twojego bezpieczeństwa nigdy nikomu nie podawaj hasła ani kodów weryfikacyjnych. Nasi pracownicy <em>nigdy</em> o nie nie proszą.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Świętujemy Księżycowy Nowy Rok',
      content:
        '<p>Świętuj z nami! Codzienne czerwone koperty dla wszystkich aktywnych graczy <strong>od 1 do 15 lutego</strong>.</p><ul><li>Loguj się codziennie</li><li>Graj w dowolną grę</li><li>Odbierz nagrodę w Centrum nagród</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cotygodniowy cashback na sloty',
      content:
        '<p>W każdy poniedziałek odbierz <strong>do 10% cashbacku</strong> od przegranej netto na slotach. Bez wymogu obrotu.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus za polecenie znajomego',
      content:
        '<p>Zapraszaj znajomych swoim linkiem polecającym i zgarniaj <strong>$10</strong> za każdego znajomego, który dokona pierwszej wpłaty.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Witaj w Lucky Lotus',
      content:
        '<p>Dziękujemy za wybór Lucky Lotus. Odkryj ponad 400 gier: sloty, kasyno na żywo, zakłady sportowe i loterie.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Szybsze wypłaty w weekendy',
      content:
        '<p>Wypłaty zlecone w soboty i niedziele realizujemy teraz w ciągu <strong>30 minut</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Nagrody TOP 20 wpłat co miesiąc',
      content:
        '<p>20 graczy z najwyższymi wpłatami w miesiącu dzieli pulę nagród <strong>$5000</strong>. Sprawdź <a href="/deposit-rank">TOP 20 wpłat</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Nagrody TOP 20 ważnych zakładów',
      content:
        '<p>Wspinaj się w rankingu <a href="/bet-rank">TOP 20 ważnych zakładów</a> i wygrywaj darmowe spiny oraz nagrody pieniężne na koniec każdego miesiąca.</p>',
    },
    'update-your-contact-details': {
      title: 'Zaktualizuj dane kontaktowe',
      content:
        '<p>Dbaj o aktualny numer telefonu i e-mail, abyśmy mogli kontaktować się z Tobą w sprawie wypłat i kodów bezpieczeństwa.</p>',
    },
    'play-responsibly': {
      title: 'Graj odpowiedzialnie',
      content:
        '<p>Ustaw limity wpłat i rób przerwy. Narzędzia odpowiedzialnej gry znajdziesz w naszym <a href="/help">Centrum pomocy</a>.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Prowizja agenta wypłacana w każdy poniedziałek',
      content:
        '<p>Prowizja za poprzedni tydzień trafia do Twojego portfela głównego w każdy poniedziałek przed 12:00. Sprawdź <b>Mój dochód</b> w panelu agenta.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Nowość: linki z zaproszeniem z kodami QR',
      content:
        '<p>Utwórz do 20 linków z zaproszeniem w sekcji <b>Otwórz konto</b>, dla graczy lub subagentów, i sprawdzaj, ile osób zarejestrowało się przez każdy z nich.</p>',
    },
  },
  help: {
    categories: {
      about: 'O nas',
      policies: 'Zasady i polityki',
      affiliates: 'Program partnerski',
      banking: 'Wpłaty i wypłaty',
      faq: 'FAQ',
    },
    articles: {
      'about-company': {
        title: 'O firmie',
        content:
          '<h2>O Lucky Lotus</h2><p>Lucky Lotus to marka rozrywki online, która oferuje sloty, kasyno na żywo, gry wędkarskie, gry karciane, zakłady sportowe, e-sport i loterie. Współpracujemy wyłącznie z certyfikowanymi dostawcami gier i audytowanymi generatorami liczb losowych.</p>',
      },
      'contact-us': {
        title: 'Kontakt',
        content:
          '<h2>Kontakt</h2><p>Nasz zespół obsługi klienta jest dostępny 24 godziny na dobę, 7 dni w tygodniu.</p><ul><li>Czat na żywo: przycisk Obsługa klienta</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Ogólne warunki i zasady',
        content:
          '<h2>Ogólne warunki i zasady</h2><p>Rejestrując konto, potwierdzasz, że masz ukończone 18 lat i że gry online są legalne w miejscu Twojego zamieszkania.</p><ol><li>Jedno konto na osobę, gospodarstwo domowe i urządzenie.</li><li>Każdy bonus ma własne wymogi obrotu.</li><li>Możemy zawiesić konta powiązane z oszustwem lub nadużyciami.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Odpowiedzialna gra',
        content:
          '<h2>Odpowiedzialna gra</h2><p>Gra ma być przyjemnością. Ustaw limity wpłat, rób regularne przerwy i nigdy nie próbuj odgrywać się za przegrane. W każdej chwili możesz poprosić obsługę klienta o okres przerwy lub samowykluczenie.</p>',
      },
      'privacy-policy': {
        title: 'Polityka prywatności',
        content:
          '<h2>Polityka prywatności</h2><p>Zbieramy tylko dane potrzebne do prowadzenia Twojego konta i spełnienia obowiązków prawnych. Hasła przechowujemy w postaci skrótów (hash), dane płatnicze są szyfrowane, a danych osobowych nigdy nie sprzedajemy.</p>',
      },
      'refund-policy': {
        title: 'Polityka zwrotów',
        content:
          '<h2>Polityka zwrotów</h2><p>Wpłaty zaksięgowane na saldzie możesz wypłacić po spełnieniu wymogu obrotu. Środki z nieudanych transakcji wracają na pierwotną metodę płatności w ciągu 3 dni roboczych.</p>',
      },
      affiliates: {
        title: 'Program partnerski',
        content:
          '<h2>Program partnerski</h2><p>Zarabiaj prowizję od graczy, których polecisz. Agenci dostają własny panel agenta z raportami zespołu, kontraktami i opcją dziennego wynagrodzenia. Zgłoś się na <a href="/join">stronie dołączenia</a>.</p>',
      },
      'agent-programme': {
        title: 'Program agencyjny',
        content:
          '<h2>Zostań agentem Lucky Lotus</h2><p>Zbuduj własny zespół graczy i zarabiaj na ich grze każdego dnia. Nasi agenci prowadzą biznes z własnego panelu agenta: zakładają konta nowym graczom, śledzą zakłady i zyski zespołu oraz zawierają kontrakty ze swoją strukturą.</p><h3>Ile zarabiasz</h3><table><thead><tr><th>Aktywni gracze w miesiącu</th><th>Prowizja od przychodu netto</th></tr></thead><tbody><tr><td>od 5 do 19</td><td>25%</td></tr><tr><td>od 20 do 49</td><td>35%</td></tr><tr><td>50 i więcej</td><td>45%</td></tr></tbody></table><ul><li><strong>Kontrakty dywidendowe</strong> wypłacane co okres od wyników Twojego zespołu.</li><li><strong>Wynagrodzenie dzienne i godzinowe</strong> od ważnych zakładów Twojego zespołu.</li><li><strong>Wynagrodzenie w czasie rzeczywistym</strong> rozliczane co 5 minut.</li></ul><h3>Jak dołączyć</h3><ol><li>Załóż konto gracza (to nic nie kosztuje).</li><li>Skontaktuj się z obsługą klienta i poproś o status agenta albo skorzystaj z linku polecającego istniejącego agenta.</li><li>Po akceptacji otwórz panel agenta z menu konta i udostępniaj swój kod partnera.</li></ol><p>Agent musi mieć ukończone 18 lat i przestrzegać naszych Ogólnych warunków oraz zasad Odpowiedzialnej gry.</p>',
      },
      'how-to-deposit': {
        title: 'Jak wpłacić',
        content:
          '<h2>Jak wpłacić</h2><ol><li>Zaloguj się i kliknij <strong>Wpłać</strong>.</li><li>Wybierz metodę płatności i wpisz kwotę.</li><li>Postępuj zgodnie z instrukcjami; saldo zaktualizuje się po potwierdzeniu płatności.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Jak wypłacić',
        content:
          '<h2>Jak wypłacić</h2><ol><li>Dodaj kartę bankową w panelu gracza.</li><li>Kliknij <strong>Wypłać</strong>, wpisz kwotę i hasło płatności.</li><li>Wypłaty realizujemy zwykle w ciągu 30 minut.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Nie pamiętam hasła',
        content:
          '<p>Kliknij <strong>Nie pamiętasz hasła?</strong> w oknie logowania i zresetuj hasło przez e-mail lub numer telefonu.</p>',
      },
      'faq-free-play': {
        title: 'Czy mogę zagrać za darmo?',
        content: '<p>Tak. W gry oznaczone jako <em>Gra demo</em> zagrasz na koncie testowym bez wpłaty.</p>',
      },
      'faq-game-maintenance': {
        title: 'Gra wyświetla komunikat o przerwie technicznej',
        content:
          '<p>Dostawcy czasem wstrzymują gry na czas aktualizacji. Spróbuj innej gry i zajrzyj później.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Witaj na portalu',
      content:
        '<p>Witaj! Twoje konto jest gotowe. Wejdź do <strong>panelu gracza</strong>, aby ustawić hasło płatności i dodać kartę bankową.</p>',
    },
    'weekend-bonus': {
      title: 'Weekendowy bonus od wpłaty',
      content:
        '<p>Wpłać w ten weekend i odbierz <strong>bonus 10%</strong> do 500.</p><ul><li>Minimalna wpłata 100</li><li>Obrót x5</li></ul>',
    },
    maintenance: {
      title: 'Planowana przerwa techniczna',
      content:
        '<p>We wtorek od 02:00 do 04:00 (GMT+7) niektóre gry będą niedostępne z powodu przerwy technicznej.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Gry własne portalu',
    'PVP:DEMO': 'Gry własne portalu',
    'LIVE:DEMO': 'Gry własne portalu',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Gry własne portalu',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Gry własne portalu',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Gry własne portalu',
    'RNG:JILI': 'Sloty JILI',
    'LIVE:DS88': 'Walki kogutów DS88',
    'FISH:JILI': 'Łowienie ryb JILI',
    'FISH:FC': 'Łowienie ryb Fa Chai',
    'FISH:JDB': 'Łowienie ryb JDB',
    'FISH:KA': 'Łowienie ryb KA',
    'PVP:KY': 'Gry karciane Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Loterie wietnamskie',
    'LOTT:TCG': 'Loterie TCG',
    'ELOTT:TCG_ELOTT': 'E-loterie TCG',
    'ELOTT:SGW': 'Szybkie loterie SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Loterie Azji Południowo-Wschodniej',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Bakarat na żywo',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Zakłady sportowe',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sport',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Łowca z rafy',
    'TCG_LOTTO_VN:VNMB': 'Loteria Północna',
    'TCG_LOTTO_VN:VNMN': 'Loteria Południowa',
    'TCG_LOTTO_VN:VNMT': 'Loteria Centralna',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Ekspres 1 min',
    'TCG_LOTTO_VN:VNST5': 'Super Ekspres 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Mistrzostwa Derby',
    'DS88:DS88L103': 'Walka wieczoru na żywo',
  },
  promotions: {
    terms:
      'Jeden bonus na gracza. Marka może odebrać bonus uzyskany w wyniku nadużyć. Środki bonusowe trzeba obrócić zgodnie z podanymi warunkami, zanim będzie można je wypłacić.',
    list: {
      welcome: {
        title: 'Bonus powitalny 100% do 500',
        summary: 'Podwój pierwszą wpłatę: dołącz, wpłać co najmniej 10 i odbierz do 500.',
        body: '<p>Pierwszy raz u nas? Dołącz do tej promocji i wpłać <b>10 lub więcej</b>. Dołożymy <b>100%</b>, maksymalnie <b>500</b>.</p><p>Bonus trzeba obrócić 5 razy przed wypłatą.</p>',
      },
      cashback: {
        title: 'Cotygodniowy cashback na sloty 5%',
        summary: 'Po zakończeniu tygodnia odzyskaj 5% przegranej netto na slotach, do 200.',
        body: '<p>Dołącz, graj przez cały tydzień na ulubionych slotach i odbierz <b>5%</b> przegranej netto, gdy tydzień się skończy.</p>',
      },
      share: {
        title: 'Pochwal się wielką wygraną',
        summary: 'Wyślij nam zrzut ekranu z wielką wygraną i zgarnij nagrodę do 88.',
        body: '<p>Wielka wygrana? Wyślij zgłoszenie z krótkim komentarzem i maksymalnie trzema zrzutami ekranu (png lub jpg, do 5 MB każdy). Rozpatrujemy każde zgłoszenie w ciągu 24 godzin.</p>',
      },
      birthday: {
        title: 'Urodzinowy prezent VIP',
        summary: 'Gracze VIP zgłaszają się w miesiącu urodzin po prezent od nas.',
        body: '<p>Wszystkiego najlepszego! Zgłoś się w miesiącu swoich urodzin, a nasz zespół VIP wyśle Ci prezent.</p>',
      },
      raffle: {
        title: 'Losowanie Lucky Lotus',
        summary: 'Jedno losowanie za każde wpłacone 100. Nagrody do 888!',
        body: '<p>Dołącz, wpłacaj i losuj: każde wpłacone <b>100</b> daje jedno losowanie. Każde losowanie rozstrzyga nasz serwer na podstawie opublikowanego hasha seeda, który możesz później sprawdzić.</p>',
      },
      lunar: {
        title: 'Reload 30% na Księżycowy Nowy Rok',
        summary: 'Dołącz i wpłać 50 lub więcej: odbierz 30% tej wpłaty, do 300 (raz na gracza).',
        body: '<p>Świętuj Nowy Rok: dołącz do promocji, wpłać <b>50 lub więcej</b> i odbierz <b>30%</b> tej kwoty jako bonus, maksymalnie <b>300</b>. Jeden bonus na gracza.</p><p>Bonus trzeba obrócić 3 razy przed wypłatą.</p>',
      },
      summer: {
        title: 'Letni bonus reload 20%',
        summary: 'Ta promocja się zakończyła. Dziękujemy za udział!',
        body: '<p>20% od kolejnych wpłat od 20, maksymalnie 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Nagroda główna 888',
      'gold-prize-88': 'Złota nagroda 88',
      'silver-prize-8': 'Srebrna nagroda 8',
      'lucky-prize-1': 'Szczęśliwa nagroda 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Bon bonusowy $5',
      description: 'Bon bonusowy o wartości $5, przyznawany przez obsługę klienta po zatwierdzeniu wymiany.',
    },
    'free-spins-20': {
      name: '20 darmowych spinów',
      description: 'Dwadzieścia darmowych spinów na slocie Lucky Lotus.',
    },
    'vip-week': {
      name: 'Tygodniowa przepustka VIP',
      description: 'Siedem dni obsługi VIP i szybszych wypłat.',
    },
    'lotus-mug': {
      name: 'Kubek Lucky Lotus',
      description: 'Ceramiczny kubek z logo Lucky Lotus, z dostawą do domu.',
    },
    'lotus-tshirt': {
      name: 'Koszulka Lucky Lotus',
      description: 'Bawełniana koszulka; punkty plus niewielka opłata za dostawę.',
    },
    earbuds: {
      name: 'Słuchawki bezprzewodowe',
      description: 'Słuchawki Bluetooth z etui ładującym.',
    },
  },
  missions: {
    'daily-slots-20': 'Zakręć 20 razy na slotach',
    'daily-bet-1000': 'Postaw 1000,00 w dowolnej grze',
    'daily-deposit-500': 'Wpłać 500,00',
    'weekly-login-3': 'Zaloguj się 3 dni z rzędu',
    'weekly-live-100': 'Zagraj 100 rund w kasynie na żywo',
    'weekly-bet-10000': 'Postaw 10 000,00 w tym tygodniu',
  },
};

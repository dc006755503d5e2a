import type { CockfightText } from './shape.js';

export const pl: CockfightText = {
  title: 'Walki kogutów DS88',
  realMoney: 'Prawdziwe pieniądze',
  balance: 'Saldo',
  limits: '{arena}: {min} za zakład, do {max} na walkę',
  fight: 'Walka {n}',
  betting: 'Zakłady otwarte · {seconds} s',
  fighting: 'Zakłady zamknięte · trwa walka',
  chip: 'Żeton',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Remis' },
  yourBets: 'Twoje zakłady w tej walce: {amount}',
  outcomes: { meron: 'Wygrywa Meron', wala: 'Wygrywa Wala', draw: 'Remis' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'R' },
  won: 'Wygrywasz {amount}!',
  push: 'Remis: Twoje zakłady na Meron i Wala zostały zwrócone.',
  lost: 'Brak wygranej w tej walce.',
  betPlaced: 'Zakład przyjęty: {side} {amount} po kursie {odds}',
  lastFight: 'Poprzednia walka',
  lastOdds: 'Kursy tamtej walki: Meron {meron}, Wala {wala}, Remis {draw}',
  history: 'Wyniki',
  noFights: 'Na tej arenie nie było jeszcze walk.',
  commitment: 'Hash ziarna tej walki',
  reveal: 'Ziarno serwera poprzedniej walki (ujawnione)',
  clientSeed: 'Arena · walka',
  fairNote:
    'SHA-256 ujawnionego ziarna serwera jest równy hashowi pokazanemu, gdy zakłady były otwarte; kursy i wynik wynikają z ziaren.',
  rules:
    'Każda walka ma własne kursy na Meron i Wala (ile zwraca 1 postawiona jednostka, ze stawką): kurs uczciwy pomniejszony o marżę {margin}. Remis płaci 8:1; przy remisie zakłady na Meron i Wala są zwracane. Nie można obstawić Meron i Wala w tej samej walce. Przewaga kasyna: Meron i Wala {meron}, Remis {draw}.',
  loading: 'Wczytywanie…',
  keyHint: 'Klawisze 1–5 wybierają żeton; Tab przenosi do pola zakładu, Enter lub spacja obstawia.',
  errors: {
    insufficientBalance: 'Masz za mało środków na ten zakład.',
    closed: 'Zakłady na tę walkę są już zamknięte. Obstaw następną.',
    overMax: 'Ten zakład przekroczyłby maksimum areny na tę walkę.',
    outsideLimits: 'Ten zakład wykracza poza limity areny.',
    opposite: 'Nie można obstawić Meron i Wala w tej samej walce.',
    network: 'Nie można połączyć się z areną. Sprawdź połączenie i spróbuj ponownie.',
    unconfirmed:
      'Twój zakład nie jest jeszcze potwierdzony. Postaw ten sam zakład ponownie, aby go potwierdzić.',
    rolledBack: 'Walki nie udało się dokończyć: Twoje stawki zostały zwrócone.',
    generic: 'Coś poszło nie tak. Spróbuj ponownie.',
  },
  errorPage: {
    title: 'Nie można otworzyć tej areny',
    body: 'Otwórz ją ponownie z wejścia do walk kogutów w portalu.',
  },
};

import type { ChatText } from './shape.js';

export const pl: ChatText = {
  liveTitle: 'Czat na żywo',
  vipTitle: 'Czat VIP',
  roomTitle: 'Pokój czatu',
  intro: 'Pytaj o wszystko: konto, wpłaty, wypłaty czy gry. Konsultant odpowie tutaj.',
  vipIntro: 'Witamy w obsłudze VIP. Twój osobisty opiekun odpowie tutaj.',
  roomIntro: 'Rozmawiaj z innymi graczami. Bądź uprzejmy: wiadomości widzą wszyscy w pokoju.',
  placeholder: 'Napisz wiadomość',
  send: 'Wyślij',
  you: 'Ty',
  agent: 'Konsultant',
  vipAgent: 'Opiekun VIP',
  host: 'Gospodarz',
  empty: 'Brak wiadomości.',
  failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',
  expired: 'Ten link do czatu wygasł. Zamknij okno i otwórz pokój czatu ponownie.',
  tooLong: 'Wiadomość może mieć najwyżej 500 znaków.',
  vipPrefix: 'Tu Twój opiekun VIP. ',
  roomGreeting: 'Witaj w pokoju czatu! Przywitaj się z innymi graczami.',
  replies: {
    deposit:
      'Wpłaty: otwórz „Wpłać” u góry, wybierz metodę i postępuj zgodnie z instrukcjami. Płatności online są księgowane po potwierdzeniu przez operatora płatności.',
    withdraw:
      'Wypłaty: ustaw hasło płatności i podepnij kartę bankową w panelu gracza, a potem zleć wypłatę kwoty. Nasz zespół wkrótce ją sprawdzi.',
    password:
      'Hasło: użyj „Nie pamiętam hasła” w oknie logowania, aby je zresetować e-mailem lub SMS-em, albo zmień je w panelu gracza.',
    bonus: 'Promocje: na stronie „Promocje” sprawdzisz, w czym możesz wziąć udział i co odebrać.',
    other: 'Dziękujemy za wiadomość. Konsultant ją zanotował i odpowie tutaj. Coś jeszcze?',
  },
  keywords: {
    deposit: 'wpłat, wplat, doładow, doladow, depozyt',
    withdraw: 'wypłat, wyplat',
    password: 'hasł, hasl, haśl, logow, zaloguj',
    bonus: 'bonus, promocj, promo',
  },
};

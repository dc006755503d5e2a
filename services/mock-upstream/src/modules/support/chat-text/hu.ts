import type { ChatText } from './shape.js';

export const hu: ChatText = {
  liveTitle: 'Élő chat',
  vipTitle: 'VIP chat',
  roomTitle: 'Chatszoba',
  intro:
    'Kérdezz bármit a fiókodról, befizetésről, kifizetésről vagy a játékokról. Egy munkatárs itt válaszol.',
  vipIntro: 'Üdv a VIP ügyfélszolgálaton. A személyes menedzsered itt válaszol.',
  roomIntro: 'Beszélgess más játékosokkal. Légy udvarias: az üzeneteket a szobában mindenki látja.',
  placeholder: 'Írj üzenetet',
  send: 'Küldés',
  you: 'Te',
  agent: 'Ügyfélszolgálat',
  vipAgent: 'VIP menedzser',
  host: 'Házigazda',
  empty: 'Még nincs üzenet.',
  failed: 'Az üzenetet nem sikerült elküldeni. Próbáld újra.',
  expired: 'Ez a chatlink lejárt. Zárd be az ablakot, és nyisd meg újra a chatszobát.',
  tooLong: 'Egy üzenet legfeljebb 500 karakter lehet.',
  vipPrefix: 'A VIP menedzsered vagyok. ',
  roomGreeting: 'Üdv a chatszobában! Köszönj a többi játékosnak.',
  replies: {
    deposit:
      'Befizetés: nyisd meg fent a Befizetés menüt, válassz módot, és kövesd a lépéseket. Az online fizetés a szolgáltató visszaigazolása után jóváíródik.',
    withdraw:
      'Kifizetés: a tagi központban állíts be fizetési jelszót, és kapcsolj bankkártyát, majd kérd az összeget. Csapatunk hamarosan ellenőrzi.',
    password:
      'Jelszó: a bejelentkezési ablakban az „Elfelejtett jelszó” segítségével állítsd vissza e-mailben vagy telefonon, vagy módosítsd a tagi központban.',
    bonus: 'Akciók: az Akciók oldalon látod, miben vehetsz részt és mit igényelhetsz.',
    other: 'Köszönjük az üzenetet. Egy munkatárs feljegyezte, és itt válaszol. Segíthetünk még valamiben?',
  },
  keywords: {
    deposit: 'befizet, feltölt',
    withdraw: 'kifizet, kivesz, kivét, kiutal',
    password: 'jelszó, jelszo, jelszav, bejelentkez, belép',
    bonus: 'bónusz, bonusz, akció, promó, promo',
  },
};

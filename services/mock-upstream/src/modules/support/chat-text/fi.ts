import type { ChatText } from './shape.js';

export const fi: ChatText = {
  liveTitle: 'Livechat',
  vipTitle: 'VIP-chat',
  roomTitle: 'Chat-huone',
  intro:
    'Kysy meiltä mitä vain tilistäsi, talletuksista, kotiutuksista tai peleistä. Asiakaspalvelija vastaa tässä.',
  vipIntro: 'Tervetuloa VIP-palveluun. Henkilökohtainen managerisi vastaa tässä.',
  roomIntro: 'Juttele muiden pelaajien kanssa. Ole ystävällinen: viestit näkyvät koko huoneelle.',
  placeholder: 'Kirjoita viesti',
  send: 'Lähetä',
  you: 'Sinä',
  agent: 'Asiakaspalvelija',
  vipAgent: 'VIP-manageri',
  host: 'Isäntä',
  empty: 'Ei vielä viestejä.',
  failed: 'Viestiä ei voitu lähettää. Yritä uudelleen.',
  expired: 'Tämä chat-linkki on vanhentunut. Sulje ikkuna ja avaa chat-huone uudelleen.',
  tooLong: 'Viestissä voi olla enintään 500 merkkiä.',
  vipPrefix: 'Täällä VIP-managerisi. ',
  roomGreeting: 'Tervetuloa chat-huoneeseen! Sano hei muille pelaajille.',
  replies: {
    deposit:
      'Talletus: avaa ylhäältä Talleta, valitse maksutapa ja seuraa ohjeita. Verkkomaksut hyvitetään, kun palveluntarjoaja on vahvistanut ne.',
    withdraw:
      'Kotiutus: aseta maksusalasana ja liitä pankkikortti jäsenkeskuksessa, ja tee sitten kotiutuspyyntö. Tiimimme tarkistaa sen pian.',
    password:
      'Salasana: palauta se kirjautumisikkunan "Unohtuiko salasana?" -toiminnolla sähköpostilla tai puhelimella, tai vaihda se jäsenkeskuksessa.',
    bonus: 'Kampanjat: katso Kampanjat-sivulta, mihin voit osallistua ja mitä lunastaa.',
    other: 'Kiitos viestistäsi. Asiakaspalvelija on kirjannut sen ja vastaa tässä. Voimmeko auttaa muussa?',
  },
  keywords: {
    deposit: 'talletu, talleta',
    withdraw: 'kotiut, nosto, nostaa',
    password: 'salasana, kirjaudu, kirjautu',
    bonus: 'bonus, bonuks, kampanj',
  },
};

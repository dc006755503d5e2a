import type { ChatText } from './shape.js';

export const nl: ChatText = {
  liveTitle: 'Livechat',
  vipTitle: 'VIP-chat',
  roomTitle: 'Chatroom',
  intro: 'Vraag ons alles over je account, stortingen, opnames of spellen. Een medewerker antwoordt hier.',
  vipIntro: 'Welkom bij de VIP-service. Je persoonlijke manager antwoordt hier.',
  roomIntro:
    'Chat met andere spelers. Blijf vriendelijk: berichten zijn zichtbaar voor iedereen in de chatroom.',
  placeholder: 'Typ een bericht',
  send: 'Verstuur',
  you: 'Jij',
  agent: 'Supportmedewerker',
  vipAgent: 'VIP-manager',
  host: 'Host',
  empty: 'Nog geen berichten.',
  failed: 'Het bericht kon niet worden verstuurd. Probeer het opnieuw.',
  expired: 'Deze chatlink is verlopen. Sluit dit venster en open de chatroom opnieuw.',
  tooLong: 'Een bericht mag maximaal 500 tekens hebben.',
  vipPrefix: 'Je VIP-manager hier. ',
  roomGreeting: 'Welkom in de chatroom! Zeg hallo tegen de andere spelers.',
  replies: {
    deposit:
      'Storten: open Storten bovenaan, kies een betaalmethode en volg de stappen. Online betalingen worden bijgeschreven zodra de aanbieder ze bevestigt.',
    withdraw:
      'Opnemen: stel een betaalwachtwoord in en koppel een bankkaart in het ledencentrum, en vraag dan het bedrag aan. Ons team beoordeelt het snel.',
    password:
      'Wachtwoord: gebruik "Wachtwoord vergeten" in het inlogvenster om het via e-mail of mobiel te resetten, of wijzig het in het ledencentrum.',
    bonus:
      'Promoties: bekijk de pagina Promoties om te zien waar je aan mee kunt doen en wat je kunt claimen.',
    other:
      'Bedankt voor je bericht. Een medewerker heeft het genoteerd en reageert hier. Kan ik nog iets voor je doen?',
  },
  keywords: {
    deposit: 'storten, storting, opwaarderen',
    withdraw: 'opnemen, opname, uitbetal',
    password: 'wachtwoord, inlog',
    bonus: 'bonus, promotie, promo',
  },
};

import type { ChatText } from './shape.js';

export const sv: ChatText = {
  liveTitle: 'Livechatt',
  vipTitle: 'VIP-chatt',
  roomTitle: 'Chattrum',
  intro: 'Fråga oss vad som helst om ditt konto, insättningar, uttag eller spel. En medarbetare svarar här.',
  vipIntro: 'Välkommen till vår VIP-service. Din personliga manager svarar här.',
  roomIntro: 'Chatta med andra spelare. Var trevlig: meddelanden syns för hela rummet.',
  placeholder: 'Skriv ett meddelande',
  send: 'Skicka',
  you: 'Du',
  agent: 'Kundtjänst',
  vipAgent: 'VIP-manager',
  host: 'Värd',
  empty: 'Inga meddelanden än.',
  failed: 'Meddelandet kunde inte skickas. Försök igen.',
  expired: 'Chattlänken har gått ut. Stäng fönstret och öppna chattrummet igen.',
  tooLong: 'Ett meddelande får vara högst 500 tecken.',
  vipPrefix: 'Din VIP-manager här. ',
  roomGreeting: 'Välkommen till chattrummet! Säg hej till de andra spelarna.',
  replies: {
    deposit:
      'Insättning: öppna Sätt in högst upp, välj betalsätt och följ stegen. Onlinebetalningar krediteras när leverantören bekräftat dem.',
    withdraw:
      'Uttag: ange ett betallösenord och koppla ett bankkort i medlemscentret, begär sedan beloppet. Vårt team granskar det snart.',
    password:
      'Lösenord: använd "Glömt lösenordet" i inloggningen för att återställa det via e-post eller mobil, eller byt det i medlemscentret.',
    bonus: 'Kampanjer: se sidan Kampanjer för vad du kan delta i och hämta ut.',
    other:
      'Tack för ditt meddelande. En medarbetare har noterat det och återkommer här. Är det något mer vi kan hjälpa till med?',
  },
  keywords: {
    deposit: 'insättning, sätta in, sätt in',
    withdraw: 'uttag, ta ut',
    password: 'lösenord, logga in',
    bonus: 'bonus, kampanj',
  },
};

import type { ChatText } from './shape.js';

export const no: ChatText = {
  liveTitle: 'Livechat',
  vipTitle: 'VIP-chat',
  roomTitle: 'Chatterom',
  intro: 'Spør oss om alt som gjelder kontoen, innskudd, uttak eller spill. En medarbeider svarer her.',
  vipIntro: 'Velkommen til VIP-tjenesten. Din personlige manager svarer her.',
  roomIntro: 'Chat med andre spillere. Vær hyggelig: meldingene er synlige for hele rommet.',
  placeholder: 'Skriv en melding',
  send: 'Send',
  you: 'Du',
  agent: 'Kundestøtte',
  vipAgent: 'VIP-manager',
  host: 'Vert',
  empty: 'Ingen meldinger ennå.',
  failed: 'Meldingen kunne ikke sendes. Prøv igjen.',
  expired: 'Chattelenken er utløpt. Lukk vinduet og åpne chatterommet igjen.',
  tooLong: 'En melding kan ha maks 500 tegn.',
  vipPrefix: 'Din VIP-manager her. ',
  roomGreeting: 'Velkommen til chatterommet! Si hei til de andre spillerne.',
  replies: {
    deposit:
      'Innskudd: åpne Sett inn øverst, velg betalingsmåte og følg stegene. Nettbetalinger godskrives når leverandøren har bekreftet dem.',
    withdraw:
      'Uttak: lag et betalingspassord og koble til et bankkort i medlemssenteret, og be deretter om beløpet. Teamet vårt ser på det snart.',
    password:
      'Passord: bruk «Glemt passord» ved innlogging for å tilbakestille det via e-post eller mobil, eller endre det i medlemssenteret.',
    bonus: 'Kampanjer: se Kampanjer-siden for hva du kan delta i og hente ut.',
    other:
      'Takk for meldingen. En medarbeider har notert den og svarer her. Er det noe mer vi kan hjelpe med?',
  },
  keywords: {
    deposit: 'innskudd, sette inn, sett inn',
    withdraw: 'uttak, ta ut',
    password: 'passord, logg inn',
    bonus: 'bonus, kampanje',
  },
};

import type { ChatText } from './shape.js';

export const da: ChatText = {
  liveTitle: 'Livechat',
  vipTitle: 'VIP-chat',
  roomTitle: 'Chatrum',
  intro:
    'Spørg os om alt vedrørende din konto, indbetalinger, udbetalinger eller spil. En medarbejder svarer her.',
  vipIntro: 'Velkommen til VIP-service. Din personlige manager svarer her.',
  roomIntro: 'Chat med andre spillere. Vær venlig: beskeder kan ses af hele rummet.',
  placeholder: 'Skriv en besked',
  send: 'Send',
  you: 'Dig',
  agent: 'Supportmedarbejder',
  vipAgent: 'VIP-manager',
  host: 'Vært',
  empty: 'Ingen beskeder endnu.',
  failed: 'Beskeden kunne ikke sendes. Prøv igen.',
  expired: 'Chatlinket er udløbet. Luk vinduet, og åbn chatrummet igen.',
  tooLong: 'En besked må højst have 500 tegn.',
  vipPrefix: 'Din VIP-manager her. ',
  roomGreeting: 'Velkommen til chatrummet! Sig hej til de andre spillere.',
  replies: {
    deposit:
      'Indbetaling: åbn Indbetal øverst, vælg en betalingsmetode, og følg trinnene. Onlinebetalinger krediteres, når udbyderen har bekræftet dem.',
    withdraw:
      'Udbetaling: opret en betalingsadgangskode og tilknyt et bankkort i medlemscentret, og anmod derefter om beløbet. Vores team gennemgår det snarest.',
    password:
      'Adgangskode: brug "Glemt adgangskode" ved login for at nulstille den via e-mail eller mobil, eller skift den i medlemscentret.',
    bonus: 'Kampagner: se siden Kampagner for, hvad du kan deltage i og hente.',
    other:
      'Tak for din besked. En medarbejder har noteret den og vender tilbage her. Er der andet, vi kan hjælpe med?',
  },
  keywords: {
    deposit: 'indbetal, indsæt',
    withdraw: 'udbetal, hæv',
    password: 'adgangskode, kodeord, log ind',
    bonus: 'bonus, kampagne',
  },
};

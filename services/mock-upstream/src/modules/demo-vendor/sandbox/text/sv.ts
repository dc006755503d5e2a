import type { SandboxText } from './shape.js';

export const sv: SandboxText = {
  about: {
    RNG: '{vendor} gör onlineslots: hjul, bonusrundor och jackpottar.',
    LIVE: '{vendor} driver livecasinobord: baccarat, roulette med mera, med riktiga dealers via videoström.',
    FISH: '{vendor} gör fiskespel: arkadskjutspel där varje fångst ger en multipel av skottet.',
    PVP: '{vendor} gör kort- och brädspel mot andra spelare.',
    SPORTS: '{vendor} är ett spelbolag för sport: spel före match och live på fotboll och andra sporter.',
    ESPORTS: '{vendor} är ett spelbolag för e-sport: spel på professionella datorspelsmatcher.',
    LOTT: '{vendor} driver lotterier med schemalagda dragningar.',
    ELOTT: '{vendor} driver snabba elektroniska lotterier med dragning med några minuters mellanrum.',
  },
  unplayable:
    'Den här demoversionen av portalen är inte ansluten till {vendor}, så {game} kan inte spelas här. Inga pengar har flyttats.',
  tryInstead: 'Prova i stället spelen som finns i demon:',
  playSlot: 'Spela {game}',
  slotKind: 'slot',
  playLottery: 'Spela {game}',
  lotteryKind: 'vietnamesiskt lotteri, dragning varje minut',
  expiredTitle: 'Spellänken har gått ut',
  expired: 'Spellänken är ogiltig eller har gått ut. Stäng den och starta spelet igen.',
};

import type { SandboxText } from './shape.js';

export const nl: SandboxText = {
  about: {
    RNG: '{vendor} maakt online slots: rollen, bonusrondes en jackpots.',
    LIVE: '{vendor} heeft live casinotafels: baccarat, roulette en meer, met echte dealers via een videostream.',
    FISH: '{vendor} maakt visspellen: arcade-schietspellen waarbij elke vangst een veelvoud van het schot betaalt.',
    PVP: '{vendor} maakt kaart- en bordspellen tegen andere spelers.',
    SPORTS: '{vendor} is een bookmaker: wedden vooraf en live op voetbal en andere sporten.',
    ESPORTS: '{vendor} is een bookmaker voor e-sports: wedden op professionele videogamewedstrijden.',
    LOTT: '{vendor} biedt loterijen met geplande trekkingen.',
    ELOTT: '{vendor} biedt snelle elektronische loterijen met om de paar minuten een trekking.',
  },
  unplayable:
    'Deze demoversie van het portaal heeft geen verbinding met {vendor}, dus {game} kan hier niet gespeeld worden. Er is geen geld verplaatst.',
  tryInstead: 'Probeer in plaats daarvan de spellen van deze demo:',
  playSlot: 'Speel {game}',
  slotKind: 'slot',
  playLottery: 'Speel {game}',
  lotteryKind: 'Vietnamese loterij, elke minuut een trekking',
  expiredTitle: 'Spellink verlopen',
  expired: 'Deze spellink is ongeldig of verlopen. Sluit hem en start het spel opnieuw.',
};

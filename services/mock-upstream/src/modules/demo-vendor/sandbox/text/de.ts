import type { SandboxText } from './shape.js';

export const de: SandboxText = {
  about: {
    RNG: '{vendor} entwickelt Online-Slots: Walzen, Bonusrunden und Jackpots.',
    LIVE: '{vendor} betreibt Live-Casino-Tische: Baccarat, Roulette und mehr, mit echten Dealern im Videostream.',
    FISH: '{vendor} entwickelt Fischspiele: Arcade-Shooter, bei denen jeder Fang ein Vielfaches des Schusses zahlt.',
    PVP: '{vendor} entwickelt Karten- und Brettspiele gegen andere Spieler.',
    SPORTS:
      '{vendor} ist ein Sportwettenanbieter: Pre-Match- und Livewetten auf Fußball und andere Sportarten.',
    ESPORTS: '{vendor} ist ein E-Sport-Wettanbieter: Wetten auf professionelle Videospiel-Matches.',
    LOTT: '{vendor} betreibt Lotteriespiele mit festen Ziehungen.',
    ELOTT: '{vendor} betreibt schnelle elektronische Lotterien mit Ziehungen alle paar Minuten.',
  },
  unplayable:
    'Diese Demoversion des Portals ist nicht mit {vendor} verbunden, daher kann {game} hier nicht gespielt werden. Es wurde kein Geld bewegt.',
  tryInstead: 'Probiere stattdessen die Spiele dieser Demo:',
  playSlot: '{game} spielen',
  slotKind: 'Slot',
  playLottery: '{game} spielen',
  lotteryKind: 'Vietnamesische Lotterie, jede Minute eine Ziehung',
  expiredTitle: 'Spiellink abgelaufen',
  expired: 'Dieser Spiellink ist ungültig oder abgelaufen. Schließe ihn und starte das Spiel erneut.',
};

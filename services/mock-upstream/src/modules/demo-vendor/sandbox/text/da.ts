import type { SandboxText } from './shape.js';

export const da: SandboxText = {
  about: {
    RNG: '{vendor} laver online spilleautomater: hjul, bonusrunder og jackpots.',
    LIVE: '{vendor} driver live casino-borde: baccarat, roulette og mere med rigtige dealere via videostream.',
    FISH: '{vendor} laver fiskespil: arkade-skydespil, hvor hver fangst giver et multiplum af skuddet.',
    PVP: '{vendor} laver kort- og brætspil mod andre spillere.',
    SPORTS: '{vendor} er en bookmaker: væddemål før kamp og live på fodbold og anden sport.',
    ESPORTS: '{vendor} er en bookmaker for e-sport: væddemål på professionelle videospilkampe.',
    LOTT: '{vendor} driver lotterier med planlagte trækninger.',
    ELOTT: '{vendor} driver hurtige elektroniske lotterier med trækning med få minutters mellemrum.',
  },
  unplayable:
    'Denne demoversion af portalen er ikke forbundet til {vendor}, så {game} kan ikke spilles her. Der er ikke flyttet nogen penge.',
  tryInstead: 'Prøv i stedet spillene, der følger med demoen:',
  playSlot: 'Spil {game}',
  slotKind: 'spilleautomat',
  playLottery: 'Spil {game}',
  lotteryKind: 'vietnamesisk lotteri, trækning hvert minut',
  expiredTitle: 'Spillinket er udløbet',
  expired: 'Spillinket er ugyldigt eller udløbet. Luk det, og start spillet igen.',
};

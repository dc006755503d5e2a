import type { SandboxText } from './shape.js';

export const no: SandboxText = {
  about: {
    RNG: '{vendor} lager spilleautomater på nett: hjul, bonusrunder og jackpoter.',
    LIVE: '{vendor} driver live casino-bord: baccarat, rulett og mer, med ekte dealere via videostrøm.',
    FISH: '{vendor} lager fiskespill: arkadeskytespill der hver fangst gir et multiplum av skuddet.',
    PVP: '{vendor} lager kort- og brettspill mot andre spillere.',
    SPORTS: '{vendor} er et oddsselskap: oddsspill før kamp og live på fotball og annen sport.',
    ESPORTS: '{vendor} er et oddsselskap for e-sport: oddsspill på profesjonelle dataspillkamper.',
    LOTT: '{vendor} driver lotterier med planlagte trekninger.',
    ELOTT: '{vendor} driver raske elektroniske lotterier med trekning med noen minutters mellomrom.',
  },
  unplayable:
    'Denne demoversjonen av portalen er ikke koblet til {vendor}, så {game} kan ikke spilles her. Ingen penger er flyttet.',
  tryInstead: 'Prøv heller spillene som følger med demoen:',
  playSlot: 'Spill {game}',
  slotKind: 'spilleautomat',
  playLottery: 'Spill {game}',
  lotteryKind: 'vietnamesisk lotteri, trekning hvert minutt',
  expiredTitle: 'Spillenken er utløpt',
  expired: 'Spillenken er ugyldig eller utløpt. Lukk den og start spillet på nytt.',
};

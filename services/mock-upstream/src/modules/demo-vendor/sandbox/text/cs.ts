import type { SandboxText } from './shape.js';

export const cs: SandboxText = {
  about: {
    RNG: '{vendor} vyvíjí online automaty: válce, bonusová kola a jackpoty.',
    LIVE: '{vendor} provozuje živé kasino: baccarat, ruletu a další, se skutečnými krupiéry ve videopřenosu.',
    FISH: '{vendor} vyvíjí rybářské hry: arkádové střílečky, kde každý úlovek vyplácí násobek výstřelu.',
    PVP: '{vendor} vyvíjí karetní a deskové hry proti ostatním hráčům.',
    SPORTS: '{vendor} je sportovní sázková kancelář: sázky před zápasem i live na fotbal a další sporty.',
    ESPORTS: '{vendor} je e-sportová sázková kancelář: sázky na profesionální zápasy ve videohrách.',
    LOTT: '{vendor} provozuje loterie s pravidelnými tahy.',
    ELOTT: '{vendor} provozuje rychlé elektronické loterie s tahem každých pár minut.',
  },
  unplayable:
    'Tato demoverze portálu není připojená k {vendor}, takže {game} tu hrát nelze. Nedošlo k žádnému pohybu peněz.',
  tryInstead: 'Vyzkoušejte místo toho hry zabudované v demu:',
  playSlot: 'Hrát {game}',
  slotKind: 'automat',
  playLottery: 'Hrát {game}',
  lotteryKind: 'vietnamská loterie, tah každou minutu',
  expiredTitle: 'Odkaz na hru vypršel',
  expired: 'Tento odkaz na hru je neplatný nebo vypršel. Zavřete ho a spusťte hru znovu.',
};

import type { SandboxText } from './shape.js';

export const pl: SandboxText = {
  about: {
    RNG: '{vendor} tworzy sloty online: bębny, rundy bonusowe i jackpoty.',
    LIVE: '{vendor} prowadzi stoły kasyna na żywo: bakarat, ruletka i więcej, z prawdziwymi krupierami na transmisji wideo.',
    FISH: '{vendor} tworzy gry wędkarskie: zręcznościowe strzelanki, w których każda zdobycz płaci wielokrotność strzału.',
    PVP: '{vendor} tworzy gry karciane i planszowe przeciwko innym graczom.',
    SPORTS: '{vendor} to bukmacher: zakłady przedmeczowe i na żywo na piłkę nożną i inne sporty.',
    ESPORTS: '{vendor} to bukmacher e-sportowy: zakłady na profesjonalne mecze w grach wideo.',
    LOTT: '{vendor} prowadzi loterie z losowaniami według harmonogramu.',
    ELOTT: '{vendor} prowadzi szybkie loterie elektroniczne z losowaniem co kilka minut.',
  },
  unplayable:
    'Ta wersja demo portalu nie jest połączona z {vendor}, więc w {game} nie da się tu zagrać. Nie pobrano ani nie przelano żadnych środków.',
  tryInstead: 'Zamiast tego wypróbuj gry wbudowane w to demo:',
  playSlot: 'Zagraj w {game}',
  slotKind: 'slot',
  playLottery: 'Zagraj w {game}',
  lotteryKind: 'loteria wietnamska, losowanie co minutę',
  expiredTitle: 'Link do gry wygasł',
  expired: 'Ten link do gry jest nieprawidłowy lub wygasł. Zamknij go i uruchom grę ponownie.',
};

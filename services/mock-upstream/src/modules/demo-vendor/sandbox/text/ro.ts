import type { SandboxText } from './shape.js';

export const ro: SandboxText = {
  about: {
    RNG: '{vendor} creează sloturi online: role, runde bonus și jackpoturi.',
    LIVE: '{vendor} are mese de cazinou live: baccarat, ruletă și altele, cu dealeri reali pe transmisie video.',
    FISH: '{vendor} creează jocuri de pescuit: shootere arcade în care fiecare captură plătește un multiplu al loviturii.',
    PVP: '{vendor} creează jocuri de cărți și de societate contra altor jucători.',
    SPORTS: '{vendor} este o casă de pariuri sportive: pariuri pre-meci și live pe fotbal și alte sporturi.',
    ESPORTS: '{vendor} este o casă de pariuri e-sports: pariuri pe meciuri profesioniste de jocuri video.',
    LOTT: '{vendor} are loterii cu extrageri programate.',
    ELOTT: '{vendor} are loterii electronice rapide cu extrageri la câteva minute.',
  },
  unplayable:
    'Această versiune demo a portalului nu este conectată la {vendor}, așa că {game} nu poate fi jucat aici. Nu s-au mișcat bani.',
  tryInstead: 'Încearcă în schimb jocurile incluse în acest demo:',
  playSlot: 'Joacă {game}',
  slotKind: 'slot',
  playLottery: 'Joacă {game}',
  lotteryKind: 'loterie vietnameză, o extragere pe minut',
  expiredTitle: 'Link de joc expirat',
  expired: 'Acest link de joc nu este valid sau a expirat. Închide-l și pornește jocul din nou.',
};

import type { SandboxText } from './shape.js';

export const hu: SandboxText = {
  about: {
    RNG: 'A(z) {vendor} online nyerőgépeket készít: tárcsák, bónuszkörök és jackpotok.',
    LIVE: 'A(z) {vendor} élő kaszinóasztalokat üzemeltet: baccarat, rulett és más, valódi osztókkal videóközvetítésben.',
    FISH: 'A(z) {vendor} halászós játékokat készít: árkád stílusú lövöldözős játékok, ahol minden fogás a lövés többszörösét fizeti.',
    PVP: 'A(z) {vendor} más játékosok ellen játszható kártya- és társasjátékokat készít.',
    SPORTS: 'A(z) {vendor} sportfogadási iroda: meccs előtti és élő fogadás focira és más sportokra.',
    ESPORTS: 'A(z) {vendor} e-sport fogadási iroda: fogadás profi videojáték-meccsekre.',
    LOTT: 'A(z) {vendor} ütemezett húzású lottójátékokat üzemeltet.',
    ELOTT: 'A(z) {vendor} néhány percenként sorsoló gyors elektronikus lottókat üzemeltet.',
  },
  unplayable:
    'A portál ezen demóverziója nem kapcsolódik a(z) {vendor} rendszeréhez, így a(z) {game} itt nem játszható. Pénzmozgás nem történt.',
  tryInstead: 'Próbáld ki inkább a demó beépített játékait:',
  playSlot: '{game} indítása',
  slotKind: 'nyerőgép',
  playLottery: '{game} indítása',
  lotteryKind: 'vietnámi lottó, percenkénti sorsolással',
  expiredTitle: 'A játéklink lejárt',
  expired: 'Ez a játéklink érvénytelen vagy lejárt. Zárd be, és indítsd újra a játékot.',
};

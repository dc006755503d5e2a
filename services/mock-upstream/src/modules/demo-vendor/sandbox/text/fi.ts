import type { SandboxText } from './shape.js';

export const fi: SandboxText = {
  about: {
    RNG: '{vendor} tekee nettikolikkopelejä: kiekkoja, bonuskierroksia ja jättipotteja.',
    LIVE: '{vendor} pyörittää live-kasinopöytiä: baccarat, ruletti ja muuta, oikeat jakajat videolähetyksessä.',
    FISH: '{vendor} tekee kalastuspelejä: arcade-ammuntapelejä, joissa jokainen saalis maksaa laukauksen monikerran.',
    PVP: '{vendor} tekee kortti- ja lautapelejä muita pelaajia vastaan.',
    SPORTS: '{vendor} on vedonvälittäjä: vetoja ennen ottelua ja livenä jalkapalloon ja muihin lajeihin.',
    ESPORTS: '{vendor} on e-urheilun vedonvälittäjä: vetoja ammattilaisten videopeliotteluihin.',
    LOTT: '{vendor} pyörittää lottopelejä aikataulun mukaisin arvonnoin.',
    ELOTT: '{vendor} pyörittää nopeita sähköisiä lottoja, joissa arvonta on muutaman minuutin välein.',
  },
  unplayable:
    'Tämä portaalin demoversio ei ole yhteydessä palveluun {vendor}, joten peliä {game} ei voi pelata täällä. Rahaa ei ole siirtynyt.',
  tryInstead: 'Kokeile sen sijaan demon omia pelejä:',
  playSlot: 'Pelaa: {game}',
  slotKind: 'kolikkopeli',
  playLottery: 'Pelaa: {game}',
  lotteryKind: 'vietnamilainen lotto, arvonta joka minuutti',
  expiredTitle: 'Pelilinkki on vanhentunut',
  expired: 'Tämä pelilinkki on virheellinen tai vanhentunut. Sulje se ja käynnistä peli uudelleen.',
};

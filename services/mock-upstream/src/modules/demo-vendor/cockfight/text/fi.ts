import type { CockfightText } from './shape.js';

export const fi: CockfightText = {
  title: 'DS88-kukkotappelut',
  realMoney: 'Oikea raha',
  balance: 'Saldo',
  limits: '{arena}: {min} panosta kohden, enintään {max} ottelua kohden',
  fight: 'Ottelu {n}',
  betting: 'Vedonlyönti auki · {seconds} s',
  fighting: 'Vedonlyönti suljettu · ottelu käynnissä',
  chip: 'Pelimerkki',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Tasapeli' },
  yourBets: 'Panoksesi tässä ottelussa: {amount}',
  outcomes: { meron: 'Meron voittaa', wala: 'Wala voittaa', draw: 'Tasapeli' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'T' },
  won: 'Voitit {amount}!',
  push: 'Tasapeli: Meron- ja Wala-panoksesi palautettiin.',
  lost: 'Ei voittoa tässä ottelussa.',
  betPlaced: 'Veto asetettu: {side} {amount} kertoimella {odds}',
  lastFight: 'Edellinen ottelu',
  lastOdds: 'Sen ottelun kertoimet: Meron {meron}, Wala {wala}, Tasapeli {draw}',
  history: 'Tulokset',
  noFights: 'Tällä areenalla ei ole vielä otteluita.',
  commitment: 'Tämän ottelun siemenen tiiviste',
  reveal: 'Edellisen ottelun palvelinsiemen (paljastettu)',
  clientSeed: 'Areena · ottelu',
  fairNote:
    'Paljastetun palvelinsiemenen SHA-256 on sama kuin tiiviste, joka näytettiin vedonlyönnin ollessa auki; kertoimet ja tulos seuraavat siemenistä.',
  rules:
    'Jokaisella ottelulla on omat kertoimet Meronille ja Walalle (mitä 1 panos palauttaa, panos mukaan lukien): reilu kerroin vähennettynä {margin} katteella. Tasapeli maksaa 8:1; tasapelissä Meron- ja Wala-panokset palautetaan. Samassa ottelussa ei voi lyödä vetoa sekä Meronista että Walasta. Talon etu: Meron ja Wala {meron}, Tasapeli {draw}.',
  loading: 'Ladataan…',
  keyHint:
    'Näppäimet 1–5 valitsevat pelimerkin; siirry Tabilla ruutuun ja paina Enteriä tai välilyöntiä pelataksesi.',
  errors: {
    insufficientBalance: 'Saldosi ei riitä tähän panokseen.',
    closed: 'Tämän ottelun vedonlyönti on suljettu. Lyö vetoa seuraavasta.',
    overMax: 'Tämä panos ylittäisi areenan enimmäismäärän tässä ottelussa.',
    outsideLimits: 'Tämä panos on areenan rajojen ulkopuolella.',
    opposite: 'Samassa ottelussa ei voi lyödä vetoa sekä Meronista että Walasta.',
    network: 'Areenaan ei saatu yhteyttä. Tarkista yhteys ja yritä uudelleen.',
    unconfirmed: 'Panostasi ei ole vielä vahvistettu. Aseta sama panos uudelleen vahvistaaksesi sen.',
    rolledBack: 'Ottelua ei voitu viedä loppuun: panoksesi palautettiin.',
    generic: 'Jokin meni vikaan. Yritä uudelleen.',
  },
  errorPage: {
    title: 'Tätä areenaa ei voi avata',
    body: 'Avaa se uudelleen portaalin kukkotappelut-sisäänkäynnistä.',
  },
};

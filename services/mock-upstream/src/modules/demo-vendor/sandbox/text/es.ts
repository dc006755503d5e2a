import type { SandboxText } from './shape.js';

export const es: SandboxText = {
  about: {
    RNG: '{vendor} crea tragaperras online: rodillos, rondas de bonificación y botes.',
    LIVE: '{vendor} ofrece mesas de casino en vivo: bacará, ruleta y más, con crupieres reales por vídeo en directo.',
    FISH: '{vendor} crea juegos de pesca: juegos de disparos arcade en los que cada captura paga un múltiplo del disparo.',
    PVP: '{vendor} crea juegos de cartas y de mesa para jugar contra otros jugadores.',
    SPORTS:
      '{vendor} es una casa de apuestas deportivas: apuestas prepartido y en directo de fútbol y otros deportes.',
    ESPORTS:
      '{vendor} es una casa de apuestas de e-sports: apuestas en partidas profesionales de videojuegos.',
    LOTT: '{vendor} ofrece loterías con sorteos programados.',
    ELOTT: '{vendor} ofrece loterías electrónicas rápidas con sorteos cada pocos minutos.',
  },
  unplayable:
    'Esta versión de demostración del portal no está conectada a {vendor}, así que {game} no se puede jugar aquí. No se ha movido dinero.',
  tryInstead: 'Prueba en su lugar los juegos incluidos en esta demo:',
  playSlot: 'Jugar a {game}',
  slotKind: 'tragaperras',
  playLottery: 'Jugar a {game}',
  lotteryKind: 'Lotería vietnamita, un sorteo cada minuto',
  expiredTitle: 'Enlace del juego caducado',
  expired: 'Este enlace del juego no es válido o ha caducado. Ciérralo y vuelve a abrir el juego.',
};

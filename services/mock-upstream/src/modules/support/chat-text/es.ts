import type { ChatText } from './shape.js';

export const es: ChatText = {
  liveTitle: 'Chat en directo',
  vipTitle: 'Chat VIP',
  roomTitle: 'Sala de chat',
  intro:
    'Pregúntanos lo que quieras sobre tu cuenta, depósitos, retiradas o juegos. Un agente te responde aquí.',
  vipIntro: 'Bienvenido al servicio VIP. Tu gestor personal te responde aquí.',
  roomIntro: 'Chatea con otros jugadores. Sé amable: los mensajes son públicos para toda la sala.',
  placeholder: 'Escribe un mensaje',
  send: 'Enviar',
  you: 'Tú',
  agent: 'Agente de soporte',
  vipAgent: 'Gestor VIP',
  host: 'Anfitrión',
  empty: 'Aún no hay mensajes.',
  failed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
  expired: 'Este enlace del chat ha caducado. Cierra esta ventana y abre la sala de chat de nuevo.',
  tooLong: 'Un mensaje puede tener como máximo 500 caracteres.',
  vipPrefix: 'Te atiende tu gestor VIP. ',
  roomGreeting: '¡Bienvenido a la sala de chat! Saluda a los demás jugadores.',
  replies: {
    deposit:
      'Depósitos: abre Depositar arriba, elige un método y sigue los pasos. Los pagos online se abonan cuando el proveedor los confirma.',
    withdraw:
      'Retiradas: configura una contraseña de pago y vincula una tarjeta bancaria en el centro de miembros, y luego solicita el importe. Nuestro equipo lo revisará en breve.',
    password:
      'Contraseña: usa «¿Olvidaste tu contraseña?» en el inicio de sesión para restablecerla por correo o móvil, o cámbiala en el centro de miembros.',
    bonus:
      'Promociones: consulta la página de Promociones para ver a cuáles puedes apuntarte y qué puedes reclamar.',
    other: 'Gracias por tu mensaje. Un agente lo ha anotado y te responderá aquí. ¿Algo más?',
  },
  keywords: {
    deposit: 'depósito, deposito, depositar, recargar',
    withdraw: 'retirada, retiro, retirar, cobrar',
    password: 'contraseña, iniciar sesión',
    bonus: 'bono, promoción, promo',
  },
};

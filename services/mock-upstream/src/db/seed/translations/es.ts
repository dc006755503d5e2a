/**
 * Spanish (ES) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/es): Depositar, Retirar, Apuestas válidas, Centro de agentes, Atención al cliente,
 * Juego responsable; the player is addressed as tú, as Spanish-language betting sites do.
 */
import type { SeedTexts } from './en.js';

export const es: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} es tu código para iniciar sesión. Caduca en {minutes} minutos. No lo compartas con nadie.',
      register:
        '{brand}: {code} es tu código de registro. Caduca en {minutes} minutos. No lo compartas con nadie.',
      resetPassword:
        '{brand}: {code} es tu código para restablecer la contraseña. Caduca en {minutes} minutos. No lo compartas con nadie.',
      loginIp:
        '{brand}: {code} es tu código para confirmar el inicio de sesión desde un dispositivo nuevo. Caduca en {minutes} minutos. No lo compartas con nadie.',
      bindMobile:
        '{brand}: {code} es tu código para vincular este número. Caduca en {minutes} minutos. No lo compartas con nadie.',
    },
    emailCode: {
      subject: '{brand}: confirma tu e-mail',
      body: 'Tu código es {code}. Caduca en {minutes} minutos. No lo compartas con nadie.',
    },
    passwordReset: {
      subject: '{brand}: restablece tu contraseña',
      body: 'Hola, {name}:\n\nAbre este enlace en los próximos 30 minutos para elegir una contraseña nueva:\n{link}\n\nSi no lo has pedido tú, ignora este correo.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Todos los derechos reservados. Juega con responsabilidad: solo mayores de 18 años.',
  },
  pictures: {
    bannerSubtitle: '18+ · Juega con responsabilidad',
  },
  clubLabels: {
    member: 'Miembro',
    silver: 'Plata',
    gold: 'Oro',
    diamond: 'Diamante',
  },
  depositChannels: {
    bankTransfer: 'Transferencia bancaria',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bono de bienvenida del 100% hasta $500',
    'lucky-lanterns-jackpot-week': 'Semana del jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Únete a nuestra comunidad de Telegram',
    'slots-cashback-every-monday': 'Cashback en slots todos los lunes',
    'new-from-jili-this-month': 'Novedades de JILI este mes',
    'lucky-lotus-raffle': 'Sorteo Lucky Lotus',
    'fishing-frenzy-tournament': 'Torneo Fishing Frenzy',
    'card-masters-league': 'Liga de maestros de cartas',
    'football-weekend-boost': 'Cuotas mejoradas de fútbol el fin de semana',
    'esports-world-finals': 'Finales mundiales de eSports',
    'keno-every-minute': 'Keno cada minuto',
    'get-the-lucky-lotus-app': 'Descarga la App de Lucky Lotus',
    'all-promotions-in-one-place': 'Todas las promociones en un solo lugar',
    'become-an-agent-earn-together': 'Hazte agente y gana con nosotros',
    'redeem-points-for-rewards': 'Canjea tus puntos por premios',
    'we-are-here-24-7': 'Estamos contigo 24/7',
    'welcome-back': 'Bienvenido de nuevo',
    'sign-up-and-claim-your-bonus': 'Regístrate y reclama tu bono',
    'deposit-top-20': 'TOP 20 en depósitos',
    'valid-bet-top-20': 'TOP 20 en apuestas válidas',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Mantenimiento programado de Microgaming',
      content:
        '<p>Los juegos de Microgaming están en mantenimiento programado. Mientras tanto, prueba nuestros otros <a href="/rng">proveedores de slots</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'Nuevo método de pago disponible',
      content:
        '<p>Ya puedes depositar con <strong>transferencia bancaria instantánea</strong>. El dinero llega en menos de un minuto.</p>',
    },
    'secure-your-account': {
      title: 'Protege tu cuenta',
      content:
        '<p>Por tu seguridad, no compartas nunca tu contraseña ni tus códigos de verificación. Nuestro equipo <em>nunca</em> te los pedirá.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Celebración del Año Nuevo Lunar',
      content:
        '<p>¡Celebra con nosotros! Sobres rojos diarios para todos los miembros activos del <strong>1 al 15 de febrero</strong>.</p><ul><li>Inicia sesión cada día</li><li>Juega a cualquier juego</li><li>Reclama tu premio en el Centro de recompensas</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback semanal en slots',
      content:
        '<p>Recupera hasta un <strong>10% de cashback</strong> de tus pérdidas netas en slots cada lunes. Sin requisito de apuesta.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bono por invitar a un amigo',
      content:
        '<p>Invita a tus amigos con tu enlace de invitación y gana <strong>$10</strong> por cada amigo que haga su primer depósito.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Bienvenido a Lucky Lotus',
      content:
        '<p>Gracias por elegir Lucky Lotus. Descubre más de 400 juegos entre slots, casino en vivo, deportes y lotería.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Retiros más rápidos los fines de semana',
      content:
        '<p>Los retiros solicitados los sábados y domingos ahora se procesan en menos de <strong>30 minutos</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Premios TOP 20 en depósitos cada mes',
      content:
        '<p>Los 20 miembros con más depósitos del mes se reparten un bote de <strong>$5.000</strong>. Consulta el <a href="/deposit-rank">TOP 20 en depósitos</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Premios del TOP 20 en apuestas válidas',
      content:
        '<p>Sube posiciones en el <a href="/bet-rank">TOP 20 en apuestas válidas</a> y gana giros gratis y premios en efectivo al final de cada mes.</p>',
    },
    'update-your-contact-details': {
      title: 'Actualiza tus datos de contacto',
      content:
        '<p>Mantén al día tu número de móvil y tu e-mail para que podamos avisarte sobre tus retiros y códigos de seguridad.</p>',
    },
    'play-responsibly': {
      title: 'Juega con responsabilidad',
      content:
        '<p>Fija límites de depósito y tómate descansos. Visita nuestro <a href="/help">Centro de ayuda</a> para conocer las herramientas de juego responsable.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'La comisión de agente se paga todos los lunes',
      content:
        '<p>La comisión de la semana anterior se abona en tu billetera principal cada lunes antes de las 12:00. Consúltala en <b>Mis ingresos</b>, en el centro de agentes.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Novedad: enlaces de invitación con código QR',
      content:
        '<p>Crea hasta 20 enlaces de invitación desde <b>Abrir cuenta</b>, para jugadores o para subagentes, y sigue cuántos se registran con cada uno.</p>',
    },
  },
  help: {
    categories: {
      about: 'Sobre nosotros',
      policies: 'Reglas y políticas',
      affiliates: 'Afiliados',
      banking: 'Depósitos y retiros',
      faq: 'Preguntas frecuentes',
    },
    articles: {
      'about-company': {
        title: 'Sobre la empresa',
        content:
          '<h2>Sobre Lucky Lotus</h2><p>Lucky Lotus es una marca de entretenimiento online con slots, casino en vivo, pesca, juegos de cartas, deportes, eSports y lotería. Solo trabajamos con proveedores de juegos certificados y generadores de números aleatorios auditados.</p>',
      },
      'contact-us': {
        title: 'Contacto',
        content:
          '<h2>Contacto</h2><p>Nuestro equipo de atención al cliente está disponible las 24 horas del día, los 7 días de la semana.</p><ul><li>Chat en vivo: desde el botón de atención al cliente</li><li>E-mail: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Términos y condiciones generales',
        content:
          '<h2>Términos y condiciones generales</h2><p>Al registrar una cuenta confirmas que tienes al menos 18 años y que el juego online es legal donde vives.</p><ol><li>Una sola cuenta por persona, hogar y dispositivo.</li><li>Cada bono tiene sus propios requisitos de apuesta.</li><li>Podemos suspender las cuentas implicadas en fraude o abuso.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Juego responsable',
        content:
          '<h2>Juego responsable</h2><p>El juego debe ser una diversión. Fija límites de depósito, haz pausas con regularidad y nunca intentes recuperar lo perdido. Puedes solicitar un periodo de pausa o la autoexclusión en cualquier momento a través de atención al cliente.</p>',
      },
      'privacy-policy': {
        title: 'Política de privacidad',
        content:
          '<h2>Política de privacidad</h2><p>Solo recopilamos los datos necesarios para gestionar tu cuenta y cumplir con nuestras obligaciones legales. Las contraseñas se guardan en forma de hash, los datos de pago están encriptados y nunca vendemos datos personales.</p>',
      },
      'refund-policy': {
        title: 'Política de reembolsos',
        content:
          '<h2>Política de reembolsos</h2><p>Los depósitos abonados en tu saldo pueden retirarse una vez cumplido el requisito de apuesta. Los reembolsos de transacciones fallidas se devuelven al método de pago original en un plazo de 3 días hábiles.</p>',
      },
      affiliates: {
        title: 'Afiliados',
        content:
          '<h2>Programa de afiliados</h2><p>Gana comisiones con los jugadores que traigas. Los agentes tienen un centro de agentes propio con informes del equipo, contratos y opciones de salario diario. Solicítalo desde la página <a href="/join">Hazte agente</a>.</p>',
      },
      'agent-programme': {
        title: 'Programa de agentes',
        content:
          '<h2>Hazte agente de Lucky Lotus</h2><p>Forma tu propio equipo de jugadores y gana cada día con su juego. Nuestros agentes gestionan su negocio desde un centro de agentes propio: abren cuentas a jugadores nuevos, siguen las apuestas y los beneficios del equipo y pactan contratos con su propia red.</p><h3>Lo que ganas</h3><table><thead><tr><th>Jugadores activos en el mes</th><th>Comisión sobre ingresos netos</th></tr></thead><tbody><tr><td>De 5 a 19</td><td>25%</td></tr><tr><td>De 20 a 49</td><td>35%</td></tr><tr><td>50 o más</td><td>45%</td></tr></tbody></table><ul><li><strong>Contratos de dividendos</strong> pagados cada periodo según los resultados de tu equipo.</li><li><strong>Salario diario y por hora</strong> sobre las apuestas válidas de tu equipo.</li><li><strong>Salario en tiempo real</strong> liquidado cada 5 minutos.</li></ul><h3>Cómo unirte</h3><ol><li>Registra una cuenta de jugador (es gratis).</li><li>Contacta con atención al cliente y pide ser agente, o usa el enlace de invitación de un agente existente.</li><li>Una vez aprobado, abre el centro de agentes desde el menú de tu cuenta y comparte tu código de afiliado.</li></ol><p>Los agentes deben tener al menos 18 años y cumplir nuestros Términos generales y las normas de Juego responsable.</p>',
      },
      'how-to-deposit': {
        title: 'Cómo depositar',
        content:
          '<h2>Cómo depositar</h2><ol><li>Inicia sesión y pulsa <strong>Depositar</strong>.</li><li>Elige un método de pago e introduce el importe.</li><li>Sigue las instrucciones; tu saldo se actualiza en cuanto se confirma el pago.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Cómo retirar',
        content:
          '<h2>Cómo retirar</h2><ol><li>Añade una tarjeta bancaria en el centro de miembros.</li><li>Pulsa <strong>Retirar</strong> e introduce el importe y tu contraseña de pago.</li><li>Los retiros suelen procesarse en menos de 30 minutos.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'He olvidado mi contraseña',
        content:
          '<p>Usa <strong>¿Olvidaste tu contraseña?</strong> en la ventana de inicio de sesión para restablecerla por e-mail o con tu número de móvil.</p>',
      },
      'faq-free-play': {
        title: '¿Puedo probar los juegos gratis?',
        content:
          '<p>Sí. Los juegos marcados como <em>Juego gratis</em> se pueden jugar con una cuenta de prueba sin depositar.</p>',
      },
      'faq-game-maintenance': {
        title: 'Un juego dice que está en mantenimiento',
        content:
          '<p>A veces los proveedores pausan sus juegos para actualizarlos. Prueba otro juego y vuelve a intentarlo más tarde.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Bienvenido al portal',
      content:
        '<p>¡Bienvenido! Tu cuenta ya está lista. Entra en el <strong>centro de miembros</strong> para crear tu contraseña de pago y vincular una tarjeta bancaria.</p>',
    },
    'weekend-bonus': {
      title: 'Bono de depósito de fin de semana',
      content:
        '<p>Deposita este fin de semana y recibe un <strong>bono del 10%</strong> de hasta 500.</p><ul><li>Depósito mínimo: 100</li><li>Requisito de apuesta: x5</li></ul>',
    },
    maintenance: {
      title: 'Mantenimiento programado',
      content:
        '<p>Algunos juegos no estarán disponibles el martes de 02:00 a 04:00 (GMT+7) por mantenimiento.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Exclusivos del portal',
    'PVP:DEMO': 'Exclusivos del portal',
    'LIVE:DEMO': 'Exclusivos del portal',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Exclusivos del portal',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Exclusivos del portal',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Exclusivos del portal',
    'RNG:JILI': 'Slots JILI',
    'LIVE:DS88': 'Peleas de gallos DS88',
    'FISH:JILI': 'Pesca JILI',
    'FISH:FC': 'Pesca Fa Chai',
    'FISH:JDB': 'Pesca JDB',
    'FISH:KA': 'Pesca KA',
    'PVP:KY': 'Cartas Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Lotería de Vietnam',
    'LOTT:TCG': 'Lotería TCG',
    'ELOTT:TCG_ELOTT': 'Lotería electrónica TCG',
    'ELOTT:SGW': 'Lotería rápida SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Lotería del Sudeste Asiático',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccarat en vivo',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Apuestas deportivas',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Cazador del Arrecife',
    'TCG_LOTTO_VN:VNMB': 'Lotería del Norte',
    'TCG_LOTTO_VN:VNMN': 'Lotería del Sur',
    'TCG_LOTTO_VN:VNMT': 'Lotería del Centro',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanói VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Súper Rápida 1 min',
    'TCG_LOTTO_VN:VNST5': 'Súper Rápida 5 min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Campeonato Derby',
    'DS88:DS88L103': 'Evento estelar en vivo',
  },
  promotions: {
    terms:
      'Solo se puede reclamar una vez por miembro. La casa puede retirar un bono obtenido de forma abusiva. El dinero del bono debe apostarse como se indica antes de poder retirarlo.',
    list: {
      welcome: {
        title: 'Bono de bienvenida del 100% hasta 500',
        summary: 'Duplica tu primer depósito: únete, deposita al menos 10 y llévate hasta 500.',
        body: '<p>¿Eres nuevo? Únete a esta promoción y haz un depósito de <b>10 o más</b>. Te lo igualamos al <b>100%</b> hasta <b>500</b>.</p><p>El bono debe apostarse 5 veces antes de retirarlo.</p>',
      },
      cashback: {
        title: 'Cashback semanal en slots del 5%',
        summary: 'Recupera el 5% de tus pérdidas netas en slots al terminar la semana, hasta 200.',
        body: '<p>Únete, juega a tus slots favoritos toda la semana y reclama el <b>5%</b> de tus pérdidas netas cuando termine.</p>',
      },
      share: {
        title: 'Comparte tu gran premio',
        summary: 'Envíanos una captura de un gran premio y recibe hasta 88.',
        body: '<p>¿Has ganado a lo grande? Participa con un breve comentario y hasta tres capturas de pantalla (png o jpg, 5 MB cada una). Nuestro equipo revisa cada solicitud en menos de 24 horas.</p>',
      },
      birthday: {
        title: 'Regalo de cumpleaños VIP',
        summary: 'Los miembros VIP lo solicitan en el mes de su cumpleaños y reciben un regalo nuestro.',
        body: '<p>¡Feliz cumpleaños! Solicítalo durante el mes de tu cumpleaños y nuestro equipo VIP te enviará un regalo.</p>',
      },
      raffle: {
        title: 'Sorteo Lucky Lotus',
        summary: 'Una participación por cada 100 depositados. ¡Premios de hasta 888!',
        body: '<p>Únete, deposita y participa: cada <b>100</b> que deposites te da una participación. Cada sorteo se decide en nuestro servidor con un hash de semilla publicado que puedes comprobar después.</p>',
      },
      lunar: {
        title: 'Recarga del Año Nuevo Lunar 30%',
        summary: 'Únete y deposita 50 o más: recibe el 30% de ese depósito, hasta 300 (una vez por miembro).',
        body: '<p>Celebra el año nuevo: únete a esta promoción, haz un depósito de <b>50 o más</b> y recibe el <b>30%</b> como bono, hasta <b>300</b>. Un bono por miembro.</p><p>El bono debe apostarse 3 veces antes de retirarlo.</p>',
      },
      summer: {
        title: 'Bono de recarga de verano 20%',
        summary: 'Esta promoción ha terminado. ¡Gracias por participar!',
        body: '<p>20% en recargas de 20 o más, hasta 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Gran premio 888',
      'gold-prize-88': 'Premio oro 88',
      'silver-prize-8': 'Premio plata 8',
      'lucky-prize-1': 'Premio de la suerte 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Vale de bono de $5',
      description: 'Un vale de bono de $5, emitido por atención al cliente cuando se aprueba el canje.',
    },
    'free-spins-20': {
      name: '20 giros gratis',
      description: 'Veinte giros gratis en el slot Lucky Lotus.',
    },
    'vip-week': {
      name: 'Pase VIP de una semana',
      description: 'Siete días de atención al cliente VIP y retiros más rápidos.',
    },
    'lotus-mug': {
      name: 'Taza Lucky Lotus',
      description: 'Una taza de cerámica con el logo de Lucky Lotus, enviada a tu casa.',
    },
    'lotus-tshirt': {
      name: 'Camiseta Lucky Lotus',
      description: 'Camiseta de algodón; puntos más unos pequeños gastos de envío.',
    },
    earbuds: {
      name: 'Auriculares inalámbricos',
      description: 'Auriculares Bluetooth con estuche de carga.',
    },
  },
  missions: {
    'daily-slots-20': 'Juega 20 tiradas en slots',
    'daily-bet-1000': 'Apuesta 1.000,00 en cualquier juego',
    'daily-deposit-500': 'Deposita 500,00',
    'weekly-login-3': 'Inicia sesión 3 días seguidos',
    'weekly-live-100': 'Juega 100 rondas de casino en vivo',
    'weekly-bet-10000': 'Apuesta 10.000,00 esta semana',
  },
};

import type { ChatText } from './shape.js';

export const it: ChatText = {
  liveTitle: 'Chat live',
  vipTitle: 'Chat VIP',
  roomTitle: 'Chat room',
  intro: 'Chiedici qualsiasi cosa su conto, depositi, prelievi o giochi. Un operatore risponde qui.',
  vipIntro: 'Benvenuto al servizio VIP. Il tuo manager personale risponde qui.',
  roomIntro: 'Chatta con gli altri giocatori. Sii gentile: i messaggi sono visibili a tutta la stanza.',
  placeholder: 'Scrivi un messaggio',
  send: 'Invia',
  you: 'Tu',
  agent: 'Operatore',
  vipAgent: 'Manager VIP',
  host: 'Moderatore',
  empty: 'Ancora nessun messaggio.',
  failed: 'Impossibile inviare il messaggio. Riprova.',
  expired: 'Questo link della chat è scaduto. Chiudi la finestra e riapri la chat room.',
  tooLong: 'Un messaggio può avere al massimo 500 caratteri.',
  vipPrefix: 'Sono il tuo manager VIP. ',
  roomGreeting: 'Benvenuto nella chat room! Saluta gli altri giocatori.',
  replies: {
    deposit:
      'Depositi: apri Deposita in alto, scegli un metodo e segui i passaggi. I pagamenti online vengono accreditati appena il fornitore li conferma.',
    withdraw:
      'Prelievi: imposta una password di pagamento e collega una carta bancaria nell’area membri, poi richiedi l’importo. Il nostro team lo verificherà a breve.',
    password:
      'Password: usa "Password dimenticata" nella finestra di accesso per reimpostarla via e-mail o cellulare, oppure cambiala nell’area membri.',
    bonus:
      'Promozioni: guarda la pagina Promozioni per sapere a quali puoi partecipare e cosa puoi riscattare.',
    other: 'Grazie per il messaggio. Un operatore l’ha registrato e ti risponderà qui. Serve altro?',
  },
  keywords: {
    deposit: 'deposito, depositare, ricarica',
    withdraw: 'preliev, prelev',
    password: 'password, accesso, login',
    bonus: 'bonus, promo',
  },
};

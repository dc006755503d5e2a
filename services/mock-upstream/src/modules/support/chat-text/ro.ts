import type { ChatText } from './shape.js';

export const ro: ChatText = {
  liveTitle: 'Chat live',
  vipTitle: 'Chat VIP',
  roomTitle: 'Cameră de chat',
  intro: 'Întreabă-ne orice despre cont, depuneri, retrageri sau jocuri. Un agent răspunde aici.',
  vipIntro: 'Bine ai venit la serviciul VIP. Managerul tău personal răspunde aici.',
  roomIntro: 'Vorbește cu alți jucători. Fii politicos: mesajele sunt publice pentru toată camera.',
  placeholder: 'Scrie un mesaj',
  send: 'Trimite',
  you: 'Tu',
  agent: 'Agent de suport',
  vipAgent: 'Manager VIP',
  host: 'Gazdă',
  empty: 'Încă nu există mesaje.',
  failed: 'Mesajul nu a putut fi trimis. Încearcă din nou.',
  expired: 'Acest link de chat a expirat. Închide fereastra și deschide din nou camera de chat.',
  tooLong: 'Un mesaj poate avea cel mult 500 de caractere.',
  vipPrefix: 'Sunt managerul tău VIP. ',
  roomGreeting: 'Bine ai venit în camera de chat! Salută-i pe ceilalți jucători.',
  replies: {
    deposit:
      'Depuneri: deschide Depunere sus, alege o metodă și urmează pașii. Plățile online se creditează după confirmarea procesatorului.',
    withdraw:
      'Retrageri: setează o parolă de plată și asociază un card bancar în contul de membru, apoi solicită suma. Echipa noastră o verifică în curând.',
    password:
      'Parolă: folosește „Ai uitat parola?” în fereastra de autentificare ca s-o resetezi prin e-mail sau telefon, ori schimb-o în contul de membru.',
    bonus: 'Promoții: vezi pagina Promoții ca să afli la ce poți participa și ce poți revendica.',
    other: 'Mulțumim pentru mesaj. Un agent l-a notat și îți răspunde aici. Mai e ceva?',
  },
  keywords: {
    deposit: 'depunere, depune, alimentare',
    withdraw: 'retragere, retrage',
    password: 'parolă, parola, autentificare, conectare',
    bonus: 'bonus, promoție, promo',
  },
};

import type { ChatText } from './shape.js';

export const de: ChatText = {
  liveTitle: 'Live-Chat',
  vipTitle: 'VIP-Chat',
  roomTitle: 'Chatraum',
  intro:
    'Frag uns alles zu deinem Konto, Einzahlungen, Auszahlungen oder Spielen. Ein Mitarbeiter antwortet hier.',
  vipIntro: 'Willkommen beim VIP-Service. Dein persönlicher Manager antwortet hier.',
  roomIntro: 'Chatte mit anderen Spielern. Bleib freundlich: Nachrichten sind für den ganzen Raum sichtbar.',
  placeholder: 'Nachricht eingeben',
  send: 'Senden',
  you: 'Du',
  agent: 'Support-Mitarbeiter',
  vipAgent: 'VIP-Manager',
  host: 'Moderator',
  empty: 'Noch keine Nachrichten.',
  failed: 'Die Nachricht konnte nicht gesendet werden. Versuche es erneut.',
  expired: 'Dieser Chat-Link ist abgelaufen. Schließe das Fenster und öffne den Chatraum erneut.',
  tooLong: 'Eine Nachricht darf höchstens 500 Zeichen haben.',
  vipPrefix: 'Hier ist dein VIP-Manager. ',
  roomGreeting: 'Willkommen im Chatraum! Sag Hallo zu den anderen Spielern.',
  replies: {
    deposit:
      'Einzahlungen: Öffne oben „Einzahlen“, wähle eine Zahlungsart und folge den Schritten. Online-Zahlungen werden gutgeschrieben, sobald der Anbieter sie bestätigt.',
    withdraw:
      'Auszahlungen: Lege im Mitgliederbereich ein Zahlungspasswort fest und hinterlege eine Bankkarte, dann beantrage den Betrag. Unser Team prüft ihn in Kürze.',
    password:
      'Passwort: Nutze „Passwort vergessen“ im Login-Fenster, um es per E-Mail oder Handy zurückzusetzen, oder ändere es im Mitgliederbereich.',
    bonus: 'Aktionen: Auf der Seite „Aktionen“ siehst du, woran du teilnehmen und was du einlösen kannst.',
    other: 'Danke für deine Nachricht. Ein Mitarbeiter hat sie notiert und meldet sich hier. Noch etwas?',
  },
  keywords: {
    deposit: 'einzahlung, einzahlen, aufladen',
    withdraw: 'auszahlung, auszahlen, abheben',
    password: 'passwort, kennwort, anmelden, login',
    bonus: 'bonus, aktion, promo',
  },
};

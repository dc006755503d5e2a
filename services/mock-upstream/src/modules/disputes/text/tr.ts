import type { DisputeMessageTexts } from './shape.js';

export const tr: DisputeMessageTexts = {
  openedTitle: 'İtiraz alındı: tur {round}',
  openedBody:
    '{round} numaralı tura ({vendor}) itirazınızı aldık. Turun ayrıntıları ve hesabınızdaki ilgili kayıtlar itiraza eklendi. Yanıtımız burada, mesajlarınızda olacak.',
  upheldTitle: 'İtiraz kabul edildi: tur {round}',
  rejectedTitle: 'İtiraz reddedildi: tur {round}',
  answerIntro: '{round} numaralı tura itirazınıza yanıtımız:',
  reasonLabel: 'Neden',
  noteLabel: 'Notunuz',
  reasons: {
    notPaid: 'Kazanç ödenmedi',
    wrongResult: 'Yanlış sonuç',
    gameError: 'Oyun hatası veya bağlantı kopması',
    stakeTaken: 'Bahis yanlış tahsil edildi',
    other: 'Diğer',
  },
};

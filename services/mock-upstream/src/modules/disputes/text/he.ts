import type { DisputeMessageTexts } from '../disputes.text.js';

export const he: DisputeMessageTexts = {
  openedTitle: 'הערעור התקבל: סבב {round}',
  openedBody:
    'קיבלנו את הערעור שלך על סבב {round} ({vendor}). פרטי הסבב והתנועות שלו בחשבון שלך צורפו אליו. התשובה שלנו תגיע לכאן, להודעות שלך.',
  upheldTitle: 'הערעור התקבל: סבב {round}',
  rejectedTitle: 'הערעור נדחה: סבב {round}',
  answerIntro: 'התשובה שלנו לערעור שלך על סבב {round}:',
  reasonLabel: 'סיבה',
  noteLabel: 'ההערה שלך',
  reasons: {
    notPaid: 'הזכייה לא שולמה',
    wrongResult: 'תוצאה שגויה',
    gameError: 'תקלה במשחק או ניתוק',
    stakeTaken: 'ההימור חויב בטעות',
    other: 'אחר',
  },
};

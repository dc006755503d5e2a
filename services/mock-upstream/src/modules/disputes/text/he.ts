import type { DisputeMessageTexts } from './shape.js';

export const he: DisputeMessageTexts = {
  openedTitle: 'קיבלנו את הערעור: סבב {round}',
  openedBody:
    'קיבלנו את הערעור שלכם על סבב {round} ({vendor}). פרטי הסבב והתנועות שלו בחשבון שלכם צורפו אליו. התשובה שלנו תגיע לכאן, להודעות שלכם.',
  upheldTitle: 'הערעור התקבל: סבב {round}',
  rejectedTitle: 'הערעור נדחה: סבב {round}',
  answerIntro: 'התשובה שלנו לערעור שלכם על סבב {round}:',
  reasonLabel: 'סיבה',
  noteLabel: 'ההערה שלכם',
  reasons: {
    notPaid: 'הזכייה לא שולמה',
    wrongResult: 'תוצאה שגויה',
    gameError: 'תקלה במשחק או ניתוק',
    stakeTaken: 'ההימור חויב בטעות',
    other: 'אחר',
  },
};

import type { DisputeMessageTexts } from './shape.js';

export const uk: DisputeMessageTexts = {
  openedTitle: 'Скаргу отримано: раунд {round}',
  openedBody:
    'Ми отримали вашу скаргу на раунд {round} ({vendor}). До неї додано дані раунду та його операції на вашому рахунку. Наша відповідь надійде сюди, у ваші повідомлення.',
  upheldTitle: 'Скаргу задоволено: раунд {round}',
  rejectedTitle: 'Скаргу відхилено: раунд {round}',
  answerIntro: 'Наша відповідь на вашу скаргу на раунд {round}:',
  reasonLabel: 'Причина',
  noteLabel: 'Ваш коментар',
  reasons: {
    notPaid: 'Виграш не виплачено',
    wrongResult: 'Неправильний результат',
    gameError: 'Збій гри або розрив з’єднання',
    stakeTaken: 'Ставку списано неправильно',
    other: 'Інше',
  },
};

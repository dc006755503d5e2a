import type { DisputeMessageTexts } from './shape.js';

export const ru: DisputeMessageTexts = {
  openedTitle: 'Жалоба получена: раунд {round}',
  openedBody:
    'Мы получили вашу жалобу на раунд {round} ({vendor}). К ней приложены данные раунда и его операции по вашему счёту. Наш ответ придёт сюда, в ваши сообщения.',
  upheldTitle: 'Жалоба удовлетворена: раунд {round}',
  rejectedTitle: 'Жалоба отклонена: раунд {round}',
  answerIntro: 'Наш ответ на вашу жалобу на раунд {round}:',
  reasonLabel: 'Причина',
  noteLabel: 'Ваш комментарий',
  reasons: {
    notPaid: 'Выигрыш не выплачен',
    wrongResult: 'Неверный результат',
    gameError: 'Сбой игры или обрыв связи',
    stakeTaken: 'Ставка списана неверно',
    other: 'Другое',
  },
};

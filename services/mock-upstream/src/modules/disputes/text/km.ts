import type { DisputeMessageTexts } from './shape.js';

export const km: DisputeMessageTexts = {
  openedTitle: 'បានទទួលបណ្ដឹងតវ៉ា៖ ជុំ {round}',
  openedBody:
    'យើងបានទទួលបណ្ដឹងតវ៉ារបស់អ្នកលើជុំ {round} ({vendor}) ហើយ។ ព័ត៌មានលម្អិតនៃជុំ និងប្រតិបត្តិការក្នុងគណនីរបស់អ្នកត្រូវបានភ្ជាប់មកជាមួយ។ ចម្លើយរបស់យើងនឹងផ្ញើមកទីនេះ ក្នុងសាររបស់អ្នក។',
  upheldTitle: 'បណ្ដឹងតវ៉ាត្រូវបានទទួលយក៖ ជុំ {round}',
  rejectedTitle: 'បណ្ដឹងតវ៉ាត្រូវបានបដិសេធ៖ ជុំ {round}',
  answerIntro: 'ចម្លើយរបស់យើងចំពោះបណ្ដឹងតវ៉ាលើជុំ {round}៖',
  reasonLabel: 'មូលហេតុ',
  noteLabel: 'កំណត់ចំណាំរបស់អ្នក',
  reasons: {
    notPaid: 'មិនទាន់បានបើកប្រាក់ឈ្នះ',
    wrongResult: 'លទ្ធផលខុស',
    gameError: 'ហ្គេមមានបញ្ហា ឬដាច់ការតភ្ជាប់',
    stakeTaken: 'កាត់ប្រាក់ភ្នាល់ខុស',
    other: 'ផ្សេងទៀត',
  },
};

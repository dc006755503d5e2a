/**
 * The platform message an agent gets when its upline (or the brand, for a top agent) offers it a
 * contract or asks to end one: the offer waits in the agent centre, and the message is how the
 * agent hears of it (its unread count reaches the avatar's badge at once). Written in every
 * complete language and stored with the message as its translations (member_messages), so each
 * reader gets it in the language the portal asks in; the row's own title and content are English.
 * The kind and centre names are the ones the web shows on the agent centre's menu.
 */
import escapeHtml from 'escape-html';
import { COMPLETE_LANGUAGES, type ContractKind, type LanguageCode } from '@portal/contracts';
import type { ContentTranslations } from '../../db/schema/index.js';

export interface OfferMessageTexts {
  /** Titles; `{kind}` is the contract kind's name. */
  offerTitle: string;
  endTitle: string;
  /** Who sends it; `{from}` is the upline's account or the brand. */
  from: string;
  /** Where to answer; `{kind}` and `{centre}` are set in bold. */
  openOffer: string;
  openEnd: string;
  /** What accepting an end request does (the agent centre's own sentence). */
  endBody: string;
  brand: string;
  centre: string;
  kinds: Record<ContractKind, string>;
}

/** Every complete language (agent-contract.messages.test.ts checks it); another reads the English. */
export const OFFER_MESSAGE_TEXTS: Partial<Record<LanguageCode, OfferMessageTexts>> & {
  EN: OfferMessageTexts;
} = {
  EN: {
    offerTitle: 'New contract offer: {kind}',
    endTitle: 'Request to end your contract: {kind}',
    from: 'From: {from}',
    openOffer:
      'Open {kind} in the {centre} to read the tiers, then accept or reject the offer. Nothing changes until you accept.',
    openEnd: 'Open {kind} in the {centre} to accept or reject the request.',
    endBody: 'If you accept, the contract ends at the end of the current period; that period is still paid.',
    brand: 'The brand',
    centre: 'Agent centre',
    kinds: {
      dividend: 'Dividend',
      dailyWages: 'Daily wages',
      hourlySalary: 'Hourly salary',
      realtimeSalary: 'Real-time salary',
    },
  },
  VI: {
    offerTitle: 'Đề nghị hợp đồng mới: {kind}',
    endTitle: 'Yêu cầu kết thúc hợp đồng: {kind}',
    from: 'Từ: {from}',
    openOffer:
      'Mở {kind} trong {centre} để xem các bậc, rồi chấp nhận hoặc từ chối đề nghị. Không có gì thay đổi cho đến khi bạn chấp nhận.',
    openEnd: 'Mở {kind} trong {centre} để chấp nhận hoặc từ chối yêu cầu.',
    endBody: 'Nếu bạn chấp nhận, hợp đồng sẽ kết thúc vào cuối kỳ hiện tại; kỳ này vẫn được thanh toán.',
    brand: 'Nhà cái',
    centre: 'Trung tâm đại lý',
    kinds: {
      dividend: 'Cổ tức',
      dailyWages: 'Lương ngày',
      hourlySalary: 'Lương theo giờ',
      realtimeSalary: 'Lương thời gian thực',
    },
  },
  CN: {
    offerTitle: '新合约提议：{kind}',
    endTitle: '终止合约请求：{kind}',
    from: '发起方：{from}',
    openOffer: '请在{centre}的{kind}页面查看档位，然后接受或拒绝该提议。在您接受之前，一切保持不变。',
    openEnd: '请在{centre}的{kind}页面接受或拒绝该请求。',
    endBody: '接受后，合约将在本周期结束时终止；本周期仍照常发放。',
    brand: '平台',
    centre: '代理中心',
    kinds: {
      dividend: '分红',
      dailyWages: '日工资',
      hourlySalary: '时薪',
      realtimeSalary: '实时工资',
    },
  },
  JA: {
    offerTitle: '新しい契約のオファー：{kind}',
    endTitle: '契約終了の申し入れ：{kind}',
    from: '送信元：{from}',
    openOffer:
      '{centre}の{kind}で段階を確認し、オファーを承諾または拒否してください。承諾するまで何も変わりません。',
    openEnd: '{centre}の{kind}で、この申し入れを承諾または拒否してください。',
    endBody: '承諾すると、契約は現在の期間の終了時に終わります。その期間分は支払われます。',
    brand: '運営',
    centre: '代理店センター',
    kinds: {
      dividend: '利益分配',
      dailyWages: '日給',
      hourlySalary: '時給',
      realtimeSalary: 'リアルタイム給与',
    },
  },
  TH: {
    offerTitle: 'ข้อเสนอสัญญาใหม่: {kind}',
    endTitle: 'คำขอยุติสัญญา: {kind}',
    from: 'จาก: {from}',
    openOffer: 'เปิด {kind} ใน{centre} เพื่อดูขั้นต่าง ๆ แล้วยอมรับหรือปฏิเสธข้อเสนอ จะไม่มีอะไรเปลี่ยนจนกว่าคุณจะยอมรับ',
    openEnd: 'เปิด {kind} ใน{centre} เพื่อยอมรับหรือปฏิเสธคำขอ',
    endBody: 'หากยอมรับ สัญญาจะสิ้นสุดเมื่อจบรอบปัจจุบัน และรอบนั้นยังได้รับการจ่ายตามปกติ',
    brand: 'แบรนด์',
    centre: 'ศูนย์เอเย่นต์',
    kinds: {
      dividend: 'ปันผล',
      dailyWages: 'ค่าจ้างรายวัน',
      hourlySalary: 'ค่าจ้างรายชั่วโมง',
      realtimeSalary: 'ค่าจ้างเรียลไทม์',
    },
  },
  TY: {
    offerTitle: 'Bagong alok na kontrata: {kind}',
    endTitle: 'Hiling na tapusin ang kontrata: {kind}',
    from: 'Mula sa: {from}',
    openOffer:
      'Buksan ang {kind} sa {centre} para basahin ang mga tier, saka tanggapin o tanggihan ang alok. Walang magbabago hangga’t hindi mo ito tinatanggap.',
    openEnd: 'Buksan ang {kind} sa {centre} para tanggapin o tanggihan ang hiling.',
    endBody:
      'Kapag tinanggap mo, matatapos ang kontrata sa katapusan ng kasalukuyang panahon; bayad pa rin ang panahong iyon.',
    brand: 'Ang brand',
    centre: 'Agent center',
    kinds: {
      dividend: 'Dibidendo',
      dailyWages: 'Arawang sahod',
      hourlySalary: 'Sahod kada oras',
      realtimeSalary: 'Real-time na sahod',
    },
  },
  KO: {
    offerTitle: '새 계약 제안: {kind}',
    endTitle: '계약 종료 요청: {kind}',
    from: '보낸 사람: {from}',
    openOffer:
      '{centre}의 {kind}에서 단계를 확인한 뒤 제안을 수락하거나 거절하세요. 수락하기 전까지는 아무것도 바뀌지 않습니다.',
    openEnd: '{centre}의 {kind}에서 요청을 수락하거나 거절하세요.',
    endBody: '수락하면 현재 기간이 끝날 때 계약이 종료되며, 해당 기간은 정상 지급됩니다.',
    brand: '운영사',
    centre: '총판 센터',
    kinds: {
      dividend: '수익 배분',
      dailyWages: '일급',
      hourlySalary: '시급',
      realtimeSalary: '실시간 급여',
    },
  },
  TW: {
    offerTitle: '新合約提議：{kind}',
    endTitle: '終止合約請求：{kind}',
    from: '發起方：{from}',
    openOffer: '請在{centre}的{kind}頁面查看檔位，然後接受或拒絕該提議。在您接受之前，一切維持不變。',
    openEnd: '請在{centre}的{kind}頁面接受或拒絕該請求。',
    endBody: '接受後，合約將在本週期結束時終止；本週期仍照常發放。',
    brand: '平台',
    centre: '代理中心',
    kinds: {
      dividend: '分紅',
      dailyWages: '日薪',
      hourlySalary: '時薪',
      realtimeSalary: '即時薪資',
    },
  },
  MS: {
    offerTitle: 'Tawaran kontrak baharu: {kind}',
    endTitle: 'Permintaan menamatkan kontrak: {kind}',
    from: 'Daripada: {from}',
    openOffer:
      'Buka {kind} di {centre} untuk membaca peringkat, kemudian terima atau tolak tawaran ini. Tiada apa yang berubah sehingga anda menerimanya.',
    openEnd: 'Buka {kind} di {centre} untuk menerima atau menolak permintaan ini.',
    endBody: 'Jika anda menerima, kontrak tamat pada akhir tempoh semasa; tempoh tersebut masih dibayar.',
    brand: 'Jenama',
    centre: 'Pusat ejen',
    kinds: {
      dividend: 'Dividen',
      dailyWages: 'Gaji harian',
      hourlySalary: 'Gaji setiap jam',
      realtimeSalary: 'Gaji masa nyata',
    },
  },
  ID: {
    offerTitle: 'Penawaran kontrak baru: {kind}',
    endTitle: 'Permintaan mengakhiri kontrak: {kind}',
    from: 'Dari: {from}',
    openOffer:
      'Buka {kind} di {centre} untuk membaca tingkatnya, lalu terima atau tolak penawaran ini. Tidak ada yang berubah sampai Anda menerimanya.',
    openEnd: 'Buka {kind} di {centre} untuk menerima atau menolak permintaan ini.',
    endBody:
      'Jika Anda menerima, kontrak berakhir pada akhir periode berjalan; periode tersebut tetap dibayar.',
    brand: 'Brand',
    centre: 'Pusat agen',
    kinds: {
      dividend: 'Dividen',
      dailyWages: 'Gaji harian',
      hourlySalary: 'Gaji per jam',
      realtimeSalary: 'Gaji real-time',
    },
  },
  KM: {
    offerTitle: 'ការផ្ដល់កិច្ចសន្យាថ្មី៖ {kind}',
    endTitle: 'សំណើបញ្ចប់កិច្ចសន្យា៖ {kind}',
    from: 'ពី៖ {from}',
    openOffer:
      'បើក {kind} នៅក្នុង{centre} ដើម្បីអានកម្រិតនានា រួចទទួលយក ឬបដិសេធការផ្ដល់ជូននេះ។ គ្មានអ្វីផ្លាស់ប្ដូរទេ រហូតដល់អ្នកទទួលយក។',
    openEnd: 'បើក {kind} នៅក្នុង{centre} ដើម្បីទទួលយក ឬបដិសេធសំណើនេះ។',
    endBody: 'ប្រសិនបើអ្នកទទួលយក កិច្ចសន្យានឹងបញ្ចប់នៅចុងរយៈពេលបច្ចុប្បន្ន។ រយៈពេលនោះនៅតែត្រូវបានបង់។',
    brand: 'ក្រុមហ៊ុន',
    centre: 'មជ្ឈមណ្ឌលភ្នាក់ងារ',
    kinds: {
      dividend: 'ភាគលាភ',
      dailyWages: 'ប្រាក់ឈ្នួលប្រចាំថ្ងៃ',
      hourlySalary: 'ប្រាក់ខែតាមម៉ោង',
      realtimeSalary: 'ប្រាក់ខែពេលវេលាជាក់ស្ដែង',
    },
  },
  MY: {
    offerTitle: 'စာချုပ်အသစ် ကမ်းလှမ်းချက် - {kind}',
    endTitle: 'စာချုပ်ရပ်စဲရန် တောင်းဆိုချက် - {kind}',
    from: 'ပေးပို့သူ - {from}',
    openOffer:
      '{centre} ရှိ {kind} ကိုဖွင့်၍ အဆင့်များကို ဖတ်ပြီး ကမ်းလှမ်းချက်ကို လက်ခံ သို့မဟုတ် ငြင်းပယ်ပါ။ သင်လက်ခံသည်အထိ ဘာမျှ မပြောင်းလဲပါ။',
    openEnd: '{centre} ရှိ {kind} ကိုဖွင့်၍ တောင်းဆိုချက်ကို လက်ခံ သို့မဟုတ် ငြင်းပယ်ပါ။',
    endBody: 'သင်လက်ခံပါက လက်ရှိကာလ အဆုံးတွင် စာချုပ် ပြီးဆုံးမည်၊ ထိုကာလအတွက် ဆက်လက်ပေးချေပါမည်။',
    brand: 'ကုမ္ပဏီ',
    centre: 'ကိုယ်စားလှယ်စင်တာ',
    kinds: {
      dividend: 'အမြတ်ဝေစု',
      dailyWages: 'နေ့စဉ်လုပ်ခ',
      hourlySalary: 'နာရီစဉ်လစာ',
      realtimeSalary: 'အချိန်နှင့်တပြေးညီ လစာ',
    },
  },
  HI: {
    offerTitle: 'नया कॉन्ट्रैक्ट ऑफ़र: {kind}',
    endTitle: 'कॉन्ट्रैक्ट खत्म करने का अनुरोध: {kind}',
    from: 'भेजने वाले: {from}',
    openOffer:
      '{centre} में {kind} खोलें, टियर पढ़ें, फिर ऑफ़र स्वीकार या अस्वीकार करें। जब तक आप स्वीकार नहीं करते, कुछ नहीं बदलता।',
    openEnd: '{centre} में {kind} खोलकर अनुरोध स्वीकार या अस्वीकार करें।',
    endBody: 'अगर आप स्वीकार करते हैं, तो कॉन्ट्रैक्ट मौजूदा अवधि के अंत में खत्म होगा; उस अवधि का भुगतान फिर भी होगा।',
    brand: 'ब्रांड',
    centre: 'एजेंट सेंटर',
    kinds: {
      dividend: 'डिविडेंड',
      dailyWages: 'दैनिक वेतन',
      hourlySalary: 'घंटे के हिसाब से वेतन',
      realtimeSalary: 'रियल-टाइम वेतन',
    },
  },
  BN: {
    offerTitle: 'নতুন চুক্তির প্রস্তাব: {kind}',
    endTitle: 'চুক্তি শেষ করার অনুরোধ: {kind}',
    from: 'প্রেরক: {from}',
    openOffer:
      '{centre}-এ {kind} খুলে ধাপগুলো পড়ুন, তারপর প্রস্তাবটি গ্রহণ বা প্রত্যাখ্যান করুন। আপনি গ্রহণ না করা পর্যন্ত কিছুই বদলাবে না।',
    openEnd: '{centre}-এ {kind} খুলে অনুরোধটি গ্রহণ বা প্রত্যাখ্যান করুন।',
    endBody: 'গ্রহণ করলে বর্তমান সময়কালের শেষে চুক্তি শেষ হবে; সেই সময়কালের অর্থ তবুও দেওয়া হবে।',
    brand: 'ব্র্যান্ড',
    centre: 'এজেন্ট সেন্টার',
    kinds: {
      dividend: 'ডিভিডেন্ড',
      dailyWages: 'দৈনিক মজুরি',
      hourlySalary: 'ঘণ্টাভিত্তিক বেতন',
      realtimeSalary: 'রিয়েল-টাইম বেতন',
    },
  },
  AR: {
    offerTitle: 'عرض عقد جديد: {kind}',
    endTitle: 'طلب إنهاء العقد: {kind}',
    from: 'من: {from}',
    openOffer: 'افتح {kind} في {centre} لقراءة الشرائح، ثم اقبل العرض أو ارفضه. لن يتغير شيء حتى تقبل.',
    openEnd: 'افتح {kind} في {centre} لقبول الطلب أو رفضه.',
    endBody: 'إذا قبلت، ينتهي العقد في نهاية الفترة الحالية، وتُدفع مستحقات تلك الفترة.',
    brand: 'المنصّة',
    centre: 'مركز الوكلاء',
    kinds: {
      dividend: 'توزيعات الأرباح',
      dailyWages: 'الأجر اليومي',
      hourlySalary: 'الراتب بالساعة',
      realtimeSalary: 'الراتب الفوري',
    },
  },
  FA: {
    offerTitle: 'پیشنهاد قرارداد جدید: {kind}',
    endTitle: 'درخواست پایان قرارداد: {kind}',
    from: 'از طرف: {from}',
    openOffer:
      '{kind} را در {centre} باز کنید تا رده‌ها را ببینید، سپس پیشنهاد را بپذیرید یا رد کنید. تا وقتی نپذیرید، چیزی تغییر نمی‌کند.',
    openEnd: '{kind} را در {centre} باز کنید و درخواست را بپذیرید یا رد کنید.',
    endBody: 'اگر بپذیرید، قرارداد در پایان دوره جاری تمام می‌شود و آن دوره همچنان پرداخت می‌شود.',
    brand: 'سایت',
    centre: 'مرکز نمایندگان',
    kinds: {
      dividend: 'تقسیم سود',
      dailyWages: 'دستمزد روزانه',
      hourlySalary: 'حقوق ساعتی',
      realtimeSalary: 'حقوق لحظه‌ای',
    },
  },
  UR: {
    offerTitle: 'نئے معاہدے کی پیشکش: {kind}',
    endTitle: 'معاہدہ ختم کرنے کی درخواست: {kind}',
    from: 'بھیجنے والا: {from}',
    openOffer:
      '{centre} میں {kind} کھولیں، درجے پڑھیں، پھر پیشکش قبول یا مسترد کریں۔ جب تک آپ قبول نہیں کرتے، کچھ نہیں بدلتا۔',
    openEnd: '{centre} میں {kind} کھول کر درخواست قبول یا مسترد کریں۔',
    endBody:
      'اگر آپ قبول کریں تو معاہدہ موجودہ مدت کے اختتام پر ختم ہو جائے گا؛ اس مدت کی ادائیگی پھر بھی ہوگی۔',
    brand: 'سائٹ',
    centre: 'ایجنٹ سینٹر',
    kinds: {
      dividend: 'ڈیویڈنڈ',
      dailyWages: 'روزانہ اجرت',
      hourlySalary: 'فی گھنٹہ تنخواہ',
      realtimeSalary: 'فوری تنخواہ',
    },
  },
  HE: {
    offerTitle: 'הצעת חוזה חדש: {kind}',
    endTitle: 'בקשה לסיום החוזה: {kind}',
    from: 'מאת: {from}',
    openOffer:
      'פתחו את {kind} ב{centre} כדי לקרוא את הדרגות, ואז קבלו או דחו את ההצעה. דבר לא משתנה עד שתקבלו.',
    openEnd: 'פתחו את {kind} ב{centre} כדי לקבל או לדחות את הבקשה.',
    endBody: 'אם תקבלו, החוזה יסתיים בסוף התקופה הנוכחית; התקופה הזו עדיין משולמת.',
    brand: 'החברה',
    centre: 'מרכז הסוכנים',
    kinds: {
      dividend: 'דיבידנד',
      dailyWages: 'שכר יומי',
      hourlySalary: 'שכר שעתי',
      realtimeSalary: 'שכר בזמן אמת',
    },
  },
  TR: {
    offerTitle: 'Yeni sözleşme teklifi: {kind}',
    endTitle: 'Sözleşmeyi sonlandırma talebi: {kind}',
    from: 'Gönderen: {from}',
    openOffer:
      'Kademeleri okumak için {centre} içinde {kind} sayfasını açın, ardından teklifi kabul edin ya da reddedin. Siz kabul edene kadar hiçbir şey değişmez.',
    openEnd: 'Talebi kabul etmek ya da reddetmek için {centre} içinde {kind} sayfasını açın.',
    endBody: 'Kabul ederseniz sözleşme mevcut dönemin sonunda biter; o dönemin ödemesi yine yapılır.',
    brand: 'Site',
    centre: 'Bayi merkezi',
    kinds: {
      dividend: 'Kâr payı',
      dailyWages: 'Günlük ücret',
      hourlySalary: 'Saatlik maaş',
      realtimeSalary: 'Anlık maaş',
    },
  },
  EL: {
    offerTitle: 'Νέα προσφορά συμβολαίου: {kind}',
    endTitle: 'Αίτημα λήξης συμβολαίου: {kind}',
    from: 'Από: {from}',
    openOffer:
      'Ανοίξτε το {kind} στο {centre} για να δείτε τις βαθμίδες και αποδεχθείτε ή απορρίψτε την προσφορά. Τίποτα δεν αλλάζει μέχρι να αποδεχθείτε.',
    openEnd: 'Ανοίξτε το {kind} στο {centre} για να αποδεχθείτε ή να απορρίψετε το αίτημα.',
    endBody:
      'Αν αποδεχθείτε, το συμβόλαιο λήγει στο τέλος της τρέχουσας περιόδου· η περίοδος αυτή πληρώνεται κανονικά.',
    brand: 'Η εταιρεία',
    centre: 'Κέντρο πρακτόρων',
    kinds: {
      dividend: 'Μέρισμα',
      dailyWages: 'Ημερήσια αμοιβή',
      hourlySalary: 'Ωριαία αμοιβή',
      realtimeSalary: 'Αμοιβή σε πραγματικό χρόνο',
    },
  },
  ES: {
    offerTitle: 'Nueva oferta de contrato: {kind}',
    endTitle: 'Solicitud para finalizar tu contrato: {kind}',
    from: 'De: {from}',
    openOffer:
      'Abre {kind} en el {centre} para leer los tramos y acepta o rechaza la oferta. Nada cambia hasta que la aceptes.',
    openEnd: 'Abre {kind} en el {centre} para aceptar o rechazar la solicitud.',
    endBody: 'Si aceptas, el contrato finaliza al terminar el periodo actual; ese periodo se sigue pagando.',
    brand: 'La marca',
    centre: 'Centro de agentes',
    kinds: {
      dividend: 'Dividendos',
      dailyWages: 'Salario diario',
      hourlySalary: 'Salario por hora',
      realtimeSalary: 'Salario en tiempo real',
    },
  },
  PT: {
    offerTitle: 'Nova proposta de contrato: {kind}',
    endTitle: 'Pedido para terminar o teu contrato: {kind}',
    from: 'De: {from}',
    openOffer:
      'Abre {kind} na {centre} para ler os escalões e aceita ou recusa a proposta. Nada muda enquanto não a aceitares.',
    openEnd: 'Abre {kind} na {centre} para aceitar ou recusar o pedido.',
    endBody: 'Se aceitares, o contrato termina no fim do período atual; esse período continua a ser pago.',
    brand: 'A marca',
    centre: 'Área de agente',
    kinds: {
      dividend: 'Dividendos',
      dailyWages: 'Salário diário',
      hourlySalary: 'Salário por hora',
      realtimeSalary: 'Salário em tempo real',
    },
  },
  'PT-BR': {
    offerTitle: 'Nova oferta de contrato: {kind}',
    endTitle: 'Pedido de encerramento do seu contrato: {kind}',
    from: 'De: {from}',
    openOffer:
      'Abra {kind} na {centre} para ler as faixas e aceite ou recuse a oferta. Nada muda até você aceitar.',
    openEnd: 'Abra {kind} na {centre} para aceitar ou recusar o pedido.',
    endBody: 'Se você aceitar, o contrato termina no fim do período atual; esse período ainda é pago.',
    brand: 'A marca',
    centre: 'Central do agente',
    kinds: {
      dividend: 'Dividendos',
      dailyWages: 'Salário diário',
      hourlySalary: 'Salário por hora',
      realtimeSalary: 'Salário em tempo real',
    },
  },
  FR: {
    offerTitle: 'Nouvelle offre de contrat : {kind}',
    endTitle: 'Demande de fin de contrat : {kind}',
    from: 'De : {from}',
    openOffer:
      'Ouvrez {kind} dans l’{centre} pour lire les paliers, puis acceptez ou refusez l’offre. Rien ne change tant que vous ne l’avez pas acceptée.',
    openEnd: 'Ouvrez {kind} dans l’{centre} pour accepter ou refuser la demande.',
    endBody:
      'Si vous acceptez, le contrat prend fin à la fin de la période en cours ; cette période reste payée.',
    brand: 'La marque',
    centre: 'Espace agent',
    kinds: {
      dividend: 'Dividendes',
      dailyWages: 'Salaire journalier',
      hourlySalary: 'Salaire horaire',
      realtimeSalary: 'Salaire en temps réel',
    },
  },
  DE: {
    offerTitle: 'Neues Vertragsangebot: {kind}',
    endTitle: 'Anfrage zur Vertragsbeendigung: {kind}',
    from: 'Von: {from}',
    openOffer:
      'Öffne {kind} im {centre}, um die Stufen zu lesen, und nimm das Angebot an oder lehne es ab. Bis du annimmst, ändert sich nichts.',
    openEnd: 'Öffne {kind} im {centre}, um die Anfrage anzunehmen oder abzulehnen.',
    endBody:
      'Wenn du annimmst, endet der Vertrag zum Ende des laufenden Zeitraums; dieser Zeitraum wird noch bezahlt.',
    brand: 'Die Marke',
    centre: 'Agentenbereich',
    kinds: {
      dividend: 'Dividende',
      dailyWages: 'Tageslohn',
      hourlySalary: 'Stundenlohn',
      realtimeSalary: 'Echtzeitlohn',
    },
  },
  IT: {
    offerTitle: 'Nuova proposta di contratto: {kind}',
    endTitle: 'Richiesta di chiusura del contratto: {kind}',
    from: 'Da: {from}',
    openOffer:
      'Apri {kind} nell’{centre} per leggere le fasce, poi accetta o rifiuta la proposta. Finché non accetti, non cambia nulla.',
    openEnd: 'Apri {kind} nell’{centre} per accettare o rifiutare la richiesta.',
    endBody:
      'Se accetti, il contratto termina alla fine del periodo in corso; quel periodo viene comunque pagato.',
    brand: 'Il brand',
    centre: 'Area agente',
    kinds: {
      dividend: 'Dividendi',
      dailyWages: 'Compenso giornaliero',
      hourlySalary: 'Compenso orario',
      realtimeSalary: 'Compenso in tempo reale',
    },
  },
  NL: {
    offerTitle: 'Nieuw contractaanbod: {kind}',
    endTitle: 'Verzoek om je contract te beëindigen: {kind}',
    from: 'Van: {from}',
    openOffer:
      'Open {kind} in de {centre} om de staffels te lezen en accepteer of weiger het aanbod. Er verandert niets tot je accepteert.',
    openEnd: 'Open {kind} in de {centre} om het verzoek te accepteren of te weigeren.',
    endBody:
      'Als je accepteert, eindigt het contract aan het einde van de huidige periode; die periode wordt nog uitbetaald.',
    brand: 'Het merk',
    centre: 'Agentenomgeving',
    kinds: {
      dividend: 'Dividend',
      dailyWages: 'Dagloon',
      hourlySalary: 'Uurloon',
      realtimeSalary: 'Realtime loon',
    },
  },
  RU: {
    offerTitle: 'Новое предложение контракта: {kind}',
    endTitle: 'Запрос на расторжение контракта: {kind}',
    from: 'От: {from}',
    openOffer:
      'Откройте {kind} в разделе {centre}, чтобы посмотреть ступени, затем примите или отклоните предложение. Пока вы его не примете, ничего не изменится.',
    openEnd: 'Откройте {kind} в разделе {centre}, чтобы принять или отклонить запрос.',
    endBody:
      'Если вы согласитесь, контракт завершится в конце текущего периода; этот период всё равно будет оплачен.',
    brand: 'Бренд',
    centre: 'Агентский центр',
    kinds: {
      dividend: 'Дивиденды',
      dailyWages: 'Ежедневная зарплата',
      hourlySalary: 'Почасовая зарплата',
      realtimeSalary: 'Зарплата в реальном времени',
    },
  },
  UK: {
    offerTitle: 'Нова пропозиція контракту: {kind}',
    endTitle: 'Запит на розірвання контракту: {kind}',
    from: 'Від: {from}',
    openOffer:
      'Відкрийте {kind} у розділі {centre}, щоб переглянути щаблі, а потім прийміть або відхиліть пропозицію. Доки ви її не приймете, нічого не зміниться.',
    openEnd: 'Відкрийте {kind} у розділі {centre}, щоб прийняти або відхилити запит.',
    endBody:
      'Якщо ви погодитеся, контракт завершиться наприкінці поточного періоду; цей період усе одно буде оплачено.',
    brand: 'Бренд',
    centre: 'Агентський центр',
    kinds: {
      dividend: 'Дивіденди',
      dailyWages: 'Щоденна зарплата',
      hourlySalary: 'Погодинна зарплата',
      realtimeSalary: 'Зарплата в реальному часі',
    },
  },
  PL: {
    offerTitle: 'Nowa oferta kontraktu: {kind}',
    endTitle: 'Prośba o zakończenie kontraktu: {kind}',
    from: 'Od: {from}',
    openOffer:
      'Otwórz {kind} w sekcji {centre}, aby zobaczyć progi, a następnie zaakceptuj lub odrzuć ofertę. Dopóki jej nie zaakceptujesz, nic się nie zmieni.',
    openEnd: 'Otwórz {kind} w sekcji {centre}, aby zaakceptować lub odrzucić prośbę.',
    endBody:
      'Jeśli zaakceptujesz, kontrakt zakończy się z końcem bieżącego okresu; ten okres zostanie jeszcze opłacony.',
    brand: 'Marka',
    centre: 'Panel agenta',
    kinds: {
      dividend: 'Dywidenda',
      dailyWages: 'Wynagrodzenie dzienne',
      hourlySalary: 'Wynagrodzenie godzinowe',
      realtimeSalary: 'Wynagrodzenie w czasie rzeczywistym',
    },
  },
  CS: {
    offerTitle: 'Nová nabídka smlouvy: {kind}',
    endTitle: 'Žádost o ukončení smlouvy: {kind}',
    from: 'Od: {from}',
    openOffer:
      'Otevřete {kind} v sekci {centre}, přečtěte si stupně a nabídku přijměte, nebo odmítněte. Dokud ji nepřijmete, nic se nemění.',
    openEnd: 'Otevřete {kind} v sekci {centre} a žádost přijměte, nebo odmítněte.',
    endBody: 'Pokud přijmete, smlouva skončí na konci aktuálního období; toto období bude ještě vyplaceno.',
    brand: 'Značka',
    centre: 'Centrum agenta',
    kinds: {
      dividend: 'Dividenda',
      dailyWages: 'Denní mzda',
      hourlySalary: 'Hodinová mzda',
      realtimeSalary: 'Mzda v reálném čase',
    },
  },
  RO: {
    offerTitle: 'Ofertă nouă de contract: {kind}',
    endTitle: 'Cerere de încheiere a contractului: {kind}',
    from: 'De la: {from}',
    openOffer:
      'Deschide {kind} în {centre} ca să citești pragurile, apoi acceptă sau respinge oferta. Nimic nu se schimbă până nu accepți.',
    openEnd: 'Deschide {kind} în {centre} ca să accepți sau să respingi cererea.',
    endBody:
      'Dacă accepți, contractul se încheie la sfârșitul perioadei curente; acea perioadă se plătește în continuare.',
    brand: 'Brandul',
    centre: 'Centrul agentului',
    kinds: {
      dividend: 'Dividende',
      dailyWages: 'Salariu zilnic',
      hourlySalary: 'Salariu orar',
      realtimeSalary: 'Salariu în timp real',
    },
  },
  HU: {
    offerTitle: 'Új szerződésajánlat: {kind}',
    endTitle: 'Kérés a szerződésed megszüntetésére: {kind}',
    from: 'Feladó: {from}',
    openOffer:
      'Nyisd meg az {centre} {kind} oldalát, olvasd el a fokozatokat, majd fogadd el vagy utasítsd el az ajánlatot. Amíg el nem fogadod, semmi sem változik.',
    openEnd: 'Nyisd meg az {centre} {kind} oldalát, és fogadd el vagy utasítsd el a kérést.',
    endBody: 'Ha elfogadod, a szerződés a jelenlegi időszak végén megszűnik; ezt az időszakot még kifizetik.',
    brand: 'A márka',
    centre: 'Ügynökközpont',
    kinds: {
      dividend: 'Osztalék',
      dailyWages: 'Napi bér',
      hourlySalary: 'Órabér',
      realtimeSalary: 'Valós idejű fizetés',
    },
  },
  SV: {
    offerTitle: 'Nytt kontraktserbjudande: {kind}',
    endTitle: 'Begäran om att avsluta ditt kontrakt: {kind}',
    from: 'Från: {from}',
    openOffer:
      'Öppna {kind} i {centre} för att läsa stegen och godkänn eller avböj sedan erbjudandet. Inget ändras förrän du godkänner.',
    openEnd: 'Öppna {kind} i {centre} för att godkänna eller avböja begäran.',
    endBody:
      'Om du godkänner upphör kontraktet vid slutet av den pågående perioden; den perioden betalas fortfarande.',
    brand: 'Varumärket',
    centre: 'Agentcenter',
    kinds: {
      dividend: 'Utdelning',
      dailyWages: 'Daglig lön',
      hourlySalary: 'Timlön',
      realtimeSalary: 'Lön i realtid',
    },
  },
  DA: {
    offerTitle: 'Nyt kontrakttilbud: {kind}',
    endTitle: 'Anmodning om at afslutte din kontrakt: {kind}',
    from: 'Fra: {from}',
    openOffer:
      'Åbn {kind} i {centre} for at læse trinnene, og accepter eller afvis derefter tilbuddet. Intet ændres, før du accepterer.',
    openEnd: 'Åbn {kind} i {centre} for at acceptere eller afvise anmodningen.',
    endBody:
      'Hvis du accepterer, ophører kontrakten ved udgangen af den aktuelle periode; den periode betales stadig.',
    brand: 'Brandet',
    centre: 'Agentcenter',
    kinds: {
      dividend: 'Udbytte',
      dailyWages: 'Dagløn',
      hourlySalary: 'Timeløn',
      realtimeSalary: 'Løn i realtid',
    },
  },
  NO: {
    offerTitle: 'Nytt kontraktstilbud: {kind}',
    endTitle: 'Forespørsel om å avslutte kontrakten din: {kind}',
    from: 'Fra: {from}',
    openOffer:
      'Åpne {kind} i {centre} for å lese trinnene, og godta eller avslå deretter tilbudet. Ingenting endres før du godtar.',
    openEnd: 'Åpne {kind} i {centre} for å godta eller avslå forespørselen.',
    endBody:
      'Hvis du godtar, avsluttes kontrakten ved slutten av inneværende periode; den perioden betales fortsatt.',
    brand: 'Merkevaren',
    centre: 'Agentsenter',
    kinds: {
      dividend: 'Utbytte',
      dailyWages: 'Daglønn',
      hourlySalary: 'Timelønn',
      realtimeSalary: 'Lønn i sanntid',
    },
  },
  FI: {
    offerTitle: 'Uusi sopimustarjous: {kind}',
    endTitle: 'Pyyntö päättää sopimuksesi: {kind}',
    from: 'Lähettäjä: {from}',
    openOffer:
      'Avaa {kind} kohdassa {centre}, lue portaat ja hyväksy tai hylkää tarjous. Mikään ei muutu ennen kuin hyväksyt.',
    openEnd: 'Avaa {kind} kohdassa {centre} ja hyväksy tai hylkää pyyntö.',
    endBody: 'Jos hyväksyt, sopimus päättyy nykyisen jakson lopussa; tämä jakso maksetaan vielä.',
    brand: 'Brändi',
    centre: 'Agenttikeskus',
    kinds: {
      dividend: 'Osinko',
      dailyWages: 'Päiväpalkka',
      hourlySalary: 'Tuntipalkka',
      realtimeSalary: 'Reaaliaikainen palkka',
    },
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export interface PlatformMessage {
  title: string;
  content: string;
  translations: ContentTranslations;
}

function inLanguage(
  texts: OfferMessageTexts,
  action: 'new' | 'terminate',
  kind: ContractKind,
  from: string | null,
): { title: string; content: string } {
  const kindName = texts.kinds[kind];
  const bold = {
    kind: `<strong>${escapeHtml(kindName)}</strong>`,
    centre: `<strong>${escapeHtml(texts.centre)}</strong>`,
  };
  const sender = fill(texts.from, { from: escapeHtml(from ?? texts.brand) });
  const paragraphs =
    action === 'new'
      ? [sender, fill(texts.openOffer, bold)]
      : [sender, fill(texts.openEnd, bold), escapeHtml(texts.endBody)];
  return {
    title: fill(action === 'new' ? texts.offerTitle : texts.endTitle, { kind: kindName }),
    content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  };
}

/** The message of an offer (`new`) or an end request (`terminate`) from `from` (null: the brand). */
export function offerMessage(
  action: 'new' | 'terminate',
  kind: ContractKind,
  from: string | null,
): PlatformMessage {
  const english = inLanguage(OFFER_MESSAGE_TEXTS.EN, action, kind, from);
  const translations: ContentTranslations = {};
  for (const code of COMPLETE_LANGUAGES) {
    const texts = OFFER_MESSAGE_TEXTS[code];
    if (code !== 'EN' && texts) translations[code] = inLanguage(texts, action, kind, from);
  }
  return { ...english, translations };
}

/**
 * Korean (KO) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/ko): 입금, 출금, 유효 베팅, 롤링, 총판 센터, 고객센터, 책임감 있는 게임, so an article
 * names the buttons a person sees. Amounts stay as in English.
 */
import type { SeedTexts } from './en.js';

export const ko: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: 로그인 인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 절대 타인에게 알려주지 마세요.',
      register:
        '{brand}: 회원가입 인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 절대 타인에게 알려주지 마세요.',
      resetPassword:
        '{brand}: 비밀번호 재설정 인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 절대 타인에게 알려주지 마세요.',
      loginIp:
        '{brand}: 새 기기 로그인 확인 인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 절대 타인에게 알려주지 마세요.',
      bindMobile:
        '{brand}: 휴대폰 번호 등록 인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 절대 타인에게 알려주지 마세요.',
    },
    emailCode: {
      subject: '{brand}: 이메일 인증',
      body: '인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 절대 타인에게 알려주지 마세요.',
    },
    passwordReset: {
      subject: '{brand}: 비밀번호 재설정',
      body: '{name}님, 안녕하세요.\n\n30분 이내에 아래 링크를 열어 새 비밀번호를 설정해 주세요:\n{link}\n\n요청하신 적이 없다면 이 메일을 무시하셔도 됩니다.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. All rights reserved. 건전하게 즐기세요: 18세 이상만 이용 가능합니다.',
  },
  pictures: {
    bannerSubtitle: '18+ · 건전하게 즐기세요',
  },
  clubLabels: {
    member: '회원',
    silver: '실버',
    gold: '골드',
    diamond: '다이아몬드',
  },
  depositChannels: {
    bankTransfer: '계좌이체',
  },
  banners: {
    'welcome-bonus-100-up-to-500': '웰컴 보너스 100% 최대 $500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns 잭팟 위크',
    'join-our-telegram-community': 'Telegram 커뮤니티에 참여하세요',
    'slots-cashback-every-monday': '매주 월요일 슬롯 페이백',
    'new-from-jili-this-month': '이달의 JILI 신규 게임',
    'lucky-lotus-raffle': 'Lucky Lotus 경품 추첨',
    'fishing-frenzy-tournament': 'Fishing Frenzy 토너먼트',
    'card-masters-league': '카드 마스터즈 리그',
    'football-weekend-boost': '주말 축구 배당 부스트',
    'esports-world-finals': 'e스포츠 월드 파이널',
    'keno-every-minute': '매분 추첨 키노',
    'get-the-lucky-lotus-app': 'Lucky Lotus 앱 다운로드',
    'all-promotions-in-one-place': '모든 프로모션을 한곳에서',
    'become-an-agent-earn-together': '총판이 되어 함께 수익을',
    'redeem-points-for-rewards': '포인트로 리워드 교환',
    'we-are-here-24-7': '24시간 연중무휴 고객센터',
    'welcome-back': '다시 오신 것을 환영합니다',
    'sign-up-and-claim-your-bonus': '가입하고 보너스 받기',
    'deposit-top-20': '입금 TOP 20',
    'valid-bet-top-20': '유효 베팅 TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Microgaming 정기 점검 안내',
      content:
        '<p>Microgaming 게임이 정기 점검 중입니다. 점검 중에는 다른 <a href="/rng">슬롯 게임사</a>를 이용해 주세요.</p>',
    },
    'new-payment-method-available': {
      title: '새로운 결제 수단 추가',
      content: '<p>이제 <strong>실시간 계좌이체</strong>로 입금할 수 있습니다. 1분 안에 바로 충전됩니다.</p>',
    },
    'secure-your-account': {
      title: '계정을 안전하게 지키세요',
      content:
        '<p>보안을 위해 비밀번호나 인증번호를 절대 다른 사람에게 알려주지 마세요. 저희 직원은 이를 <em>절대</em> 요구하지 않습니다.</p>',
    },
    'lunar-new-year-celebration': {
      title: '설날 이벤트',
      content:
        '<p>함께 설날을 축하해요! <strong>2월 1일부터 15일까지</strong> 모든 활동 회원에게 매일 세뱃돈(홍바오)을 드립니다.</p><ul><li>매일 로그인</li><li>아무 게임이나 플레이</li><li>리워드 센터에서 받기</li></ul>',
    },
    'weekly-slots-cashback': {
      title: '주간 슬롯 페이백',
      content:
        '<p>매주 월요일, 슬롯 순손실의 최대 <strong>10% 페이백</strong>을 받으세요. 롤링 조건이 없습니다.</p>',
    },
    'refer-a-friend-bonus': {
      title: '친구 추천 보너스',
      content:
        '<p>추천 링크로 친구를 초대하고, 첫 입금을 완료한 친구 한 명당 <strong>$10</strong>을 받으세요.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Lucky Lotus에 오신 것을 환영합니다',
      content:
        '<p>Lucky Lotus를 선택해 주셔서 감사합니다. 슬롯, 라이브 카지노, 스포츠, 복권까지 400개가 넘는 게임을 즐겨 보세요.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: '주말 출금 더 빠르게',
      content: '<p>이제 토요일과 일요일에 신청한 출금은 <strong>30분 이내</strong>에 처리됩니다.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: '입금 TOP 20 매월 상금 지급',
      content:
        '<p>한 달 동안 입금액이 가장 많은 회원 20명이 총상금 <strong>$5,000</strong>을 나눠 갖습니다. <a href="/deposit-rank">입금 TOP 20</a>을 확인하세요.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: '유효 베팅 TOP 20 보상',
      content:
        '<p><a href="/bet-rank">유효 베팅 TOP 20</a>에 올라 매월 말 프리스핀과 현금 보상을 받으세요.</p>',
    },
    'update-your-contact-details': {
      title: '연락처를 최신으로 유지하세요',
      content:
        '<p>출금 및 보안 인증번호 관련 안내를 받을 수 있도록 휴대폰 번호와 이메일을 항상 최신 상태로 유지해 주세요.</p>',
    },
    'play-responsibly': {
      title: '건전하게 즐기세요',
      content:
        '<p>입금 한도를 설정하고 적절히 휴식하세요. 책임감 있는 게임을 위한 도구는 <a href="/help">도움말 센터</a>에서 확인할 수 있습니다.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: '총판 커미션은 매주 월요일 지급',
      content:
        '<p>지난주 커미션은 매주 월요일 12:00 전에 메인 지갑으로 지급됩니다. 총판 센터의 <b>나의 수익</b>에서 확인하세요.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: '신규 기능: QR 코드 초대 링크',
      content:
        '<p><b>계정 개설</b>에서 플레이어용 또는 하부 총판용 초대 링크를 최대 20개까지 만들고, 링크별 가입자 수를 확인할 수 있습니다.</p>',
    },
  },
  help: {
    categories: {
      about: '회사 소개',
      policies: '규정 및 정책',
      affiliates: '제휴 프로그램',
      banking: '입금 및 출금',
      faq: '자주 묻는 질문',
    },
    articles: {
      'about-company': {
        title: '회사 소개',
        content:
          '<h2>Lucky Lotus 소개</h2><p>Lucky Lotus는 슬롯, 라이브 카지노, 피싱 게임, 카드 게임, 스포츠, e스포츠, 복권을 제공하는 온라인 엔터테인먼트 브랜드입니다. 인증받은 게임사와만 제휴하며, 감사를 거친 난수 생성기(RNG)를 사용합니다.</p>',
      },
      'contact-us': {
        title: '문의하기',
        content:
          '<h2>문의하기</h2><p>고객지원팀은 하루 24시간, 주 7일 운영됩니다.</p><ul><li>실시간 채팅: 고객센터 버튼에서 이용</li><li>이메일: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: '일반 이용약관',
        content:
          '<h2>일반 이용약관</h2><p>계정을 등록하면 만 18세 이상이며 거주 지역에서 온라인 게임이 합법임을 확인하는 것으로 간주됩니다.</p><ol><li>1인, 1가구, 1기기당 하나의 계정만 허용됩니다.</li><li>각 보너스에는 해당 보너스의 롤링 조건이 적용됩니다.</li><li>사기 또는 악용에 연루된 계정은 이용이 정지될 수 있습니다.</li></ol>',
      },
      'responsible-gaming': {
        title: '책임감 있는 게임',
        content:
          '<h2>책임감 있는 게임</h2><p>게임은 즐거워야 합니다. 입금 한도를 정하고, 규칙적으로 쉬고, 잃은 돈을 만회하려고 무리하게 베팅하지 마세요. 고객센터를 통해 언제든지 휴식 기간이나 자가 이용 제한을 신청할 수 있습니다.</p>',
      },
      'privacy-policy': {
        title: '개인정보 처리방침',
        content:
          '<h2>개인정보 처리방침</h2><p>계정 운영과 법적 의무 이행에 필요한 정보만 수집합니다. 비밀번호는 해시 처리하여 저장하고, 결제 정보는 암호화하며, 개인정보를 절대 판매하지 않습니다.</p>',
      },
      'refund-policy': {
        title: '환불 정책',
        content:
          '<h2>환불 정책</h2><p>잔액에 반영된 입금액은 롤링 조건을 충족하면 출금할 수 있습니다. 실패한 거래의 금액은 영업일 기준 3일 이내에 원래 결제 수단으로 환불됩니다.</p>',
      },
      affiliates: {
        title: '제휴 프로그램',
        content:
          '<h2>제휴 프로그램</h2><p>추천한 플레이어로부터 커미션을 받으세요. 총판에게는 팀 리포트, 계약, 일급 옵션을 제공하는 전용 총판 센터가 주어집니다. <a href="/join">가입 페이지</a>에서 신청하세요.</p>',
      },
      'agent-programme': {
        title: '총판 프로그램',
        content:
          '<h2>Lucky Lotus 총판 되기</h2><p>나만의 플레이어 팀을 만들고 팀의 플레이로 매일 수익을 올리세요. 총판은 전용 총판 센터에서 사업을 운영합니다. 신규 플레이어의 계정을 개설하고, 팀의 베팅과 수익을 확인하고, 하부와 계약을 맺을 수 있습니다.</p><h3>수익 구조</h3><table><thead><tr><th>당월 활동 플레이어 수</th><th>순수익 대비 커미션</th></tr></thead><tbody><tr><td>5~19명</td><td>25%</td></tr><tr><td>20~49명</td><td>35%</td></tr><tr><td>50명 이상</td><td>45%</td></tr></tbody></table><ul><li><strong>수익 배분 계약</strong>: 팀 실적에 따라 기간마다 지급됩니다.</li><li><strong>일급 및 시급</strong>: 팀의 유효 베팅에 따라 지급됩니다.</li><li><strong>실시간 급여</strong>: 5분마다 정산됩니다.</li></ul><h3>가입 방법</h3><ol><li>플레이어 계정을 등록합니다(무료).</li><li>고객센터에 총판 신청을 문의하거나, 기존 총판의 추천 링크를 이용합니다.</li><li>승인되면 계정 메뉴에서 총판 센터를 열고 추천 코드를 공유하세요.</li></ol><p>총판은 만 18세 이상이어야 하며 일반 이용약관과 책임감 있는 게임 규정을 준수해야 합니다.</p>',
      },
      'how-to-deposit': {
        title: '입금 방법',
        content:
          '<h2>입금 방법</h2><ol><li>로그인 후 <strong>입금</strong>을 누릅니다.</li><li>결제 수단을 선택하고 금액을 입력합니다.</li><li>안내에 따라 진행하면 결제 확인 후 잔액에 반영됩니다.</li></ol>',
      },
      'how-to-withdraw': {
        title: '출금 방법',
        content:
          '<h2>출금 방법</h2><ol><li>회원 센터에서 은행 계좌를 등록합니다.</li><li><strong>출금</strong>을 누르고 금액과 거래 비밀번호를 입력합니다.</li><li>출금은 보통 30분 이내에 처리됩니다.</li></ol>',
      },
      'faq-forgot-password': {
        title: '비밀번호를 잊어버렸어요',
        content:
          '<p>로그인 창의 <strong>비밀번호를 잊으셨나요?</strong>를 눌러 이메일이나 휴대폰 번호로 재설정하세요.</p>',
      },
      'faq-free-play': {
        title: '게임을 무료로 해볼 수 있나요?',
        content:
          '<p>네. <em>무료 체험</em> 표시가 있는 게임은 입금 없이 체험 계정으로 플레이할 수 있습니다.</p>',
      },
      'faq-game-maintenance': {
        title: '게임이 점검 중이라고 나와요',
        content:
          '<p>게임사가 업데이트를 위해 가끔 게임을 일시 중단합니다. 다른 게임을 이용하시고 잠시 후 다시 확인해 주세요.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: '포털에 오신 것을 환영합니다',
      content:
        '<p>환영합니다! 계정이 준비되었습니다. <strong>회원 센터</strong>에서 거래 비밀번호를 설정하고 은행 계좌를 등록하세요.</p>',
    },
    'weekend-bonus': {
      title: '주말 입금 보너스',
      content:
        '<p>이번 주말에 입금하면 최대 500까지 <strong>10% 보너스</strong>를 드립니다.</p><ul><li>최소 입금 100</li><li>롤링 5배</li></ul>',
    },
    maintenance: {
      title: '정기 점검 안내',
      content: '<p>화요일 02:00~04:00(GMT+7)에 점검으로 일부 게임을 이용할 수 없습니다.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': '포털 오리지널',
    'PVP:DEMO': '포털 오리지널',
    'LIVE:DEMO': '포털 오리지널',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': '포털 오리지널',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': '포털 오리지널',
    // demo fishing (ADR 0022)
    'FISH:DEMO': '포털 오리지널',
    'RNG:JILI': 'JILI 슬롯',
    'LIVE:DS88': 'DS88 투계',
    'FISH:JILI': 'JILI 피싱',
    'FISH:FC': 'Fa Chai 피싱',
    'FISH:JDB': 'JDB 피싱',
    'FISH:KA': 'KA 피싱',
    'PVP:KY': 'Kaiyuan 카드 게임',
    'LOTT:TCG_LOTTO_VN': '베트남 복권',
    'LOTT:TCG': 'TCG 복권',
    'ELOTT:TCG_ELOTT': 'TCG 전자 복권',
    'ELOTT:SGW': 'SGWin 스피드 로또',
    'LOTT:TCG_LOTTO_SEA': '동남아시아 복권',
  },
  games: {
    'DEMO:DEMONIUNIU': '니우니우',
    'DEMO:DEMOBACCARAT': '라이브 바카라',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': '스포츠북',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'e스포츠',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': '리프 헌터',
    'TCG_LOTTO_VN:VNMB': '베트남 북부 복권',
    'TCG_LOTTO_VN:VNMN': '베트남 남부 복권',
    'TCG_LOTTO_VN:VNMT': '베트남 중부 복권',
    'TCG_LOTTO_VN:VNHNVIP': '하노이 VIP',
    'TCG_LOTTO_VN:VNHCMVIP': '호치민 VIP',
    'TCG_LOTTO_VN:VNST1': '슈퍼 스피드 1분',
    'TCG_LOTTO_VN:VNST5': '슈퍼 스피드 5분',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': '사봉 아레나',
    'DS88:DS88L102': '더비 챔피언십',
    'DS88:DS88L103': '메인 이벤트 라이브',
  },
  promotions: {
    terms:
      '회원당 1회만 받을 수 있습니다. 부정한 방법으로 받은 보너스는 회수될 수 있습니다. 보너스는 표시된 롤링을 완료해야 출금할 수 있습니다.',
    list: {
      welcome: {
        title: '웰컴 보너스 100% 최대 500',
        summary: '첫 입금 2배: 참여 후 10 이상 입금하면 최대 500까지 받으세요.',
        body: '<p>처음 오셨나요? 이 프로모션에 참여한 뒤 <b>10 이상</b> 입금하세요. 입금액의 <b>100%</b>, 최대 <b>500</b>까지 보너스로 드립니다.</p><p>보너스는 출금 전에 롤링 5배를 완료해야 합니다.</p>',
      },
      cashback: {
        title: '주간 슬롯 페이백 5%',
        summary: '한 주가 끝나면 슬롯 순손실의 5%를 최대 200까지 돌려받으세요.',
        body: '<p>참여하고 일주일 내내 좋아하는 슬롯을 즐긴 뒤, 주가 끝나면 순손실의 <b>5%</b>를 받으세요.</p>',
      },
      share: {
        title: '빅윈을 공유하세요',
        summary: '빅윈 스크린샷을 보내고 최대 88의 보상을 받으세요.',
        body: '<p>크게 이기셨나요? 짧은 코멘트와 스크린샷 최대 3장(png 또는 jpg, 장당 5 MB)을 첨부해 신청하세요. 모든 신청은 24시간 이내에 검토합니다.</p>',
      },
      birthday: {
        title: 'VIP 생일 선물',
        summary: 'VIP 회원은 생일이 있는 달에 신청하면 선물을 받을 수 있습니다.',
        body: '<p>생일 축하드립니다! 생일이 있는 달에 신청하시면 VIP 팀이 선물을 보내 드립니다.</p>',
      },
      raffle: {
        title: 'Lucky Lotus 경품 추첨',
        summary: '100 입금마다 추첨 1회. 최대 888 당첨!',
        body: '<p>참여하고, 입금하고, 추첨하세요. <b>100</b> 입금할 때마다 추첨 기회 1회가 주어집니다. 추첨 결과는 서버에서 결정되며, 공개된 시드 해시로 나중에 직접 검증할 수 있습니다.</p>',
      },
      lunar: {
        title: '설날 재충전 보너스 30%',
        summary: '참여 후 50 이상 입금하면 해당 입금액의 30%, 최대 300 지급(회원당 1회).',
        body: '<p>새해를 함께 축하해요. 이 프로모션에 참여한 뒤 <b>50 이상</b> 입금하면 입금액의 <b>30%</b>를 최대 <b>300</b>까지 보너스로 드립니다. 보너스는 회원당 1회입니다.</p><p>보너스는 출금 전에 롤링 3배를 완료해야 합니다.</p>',
      },
      summer: {
        title: '여름 재충전 보너스 20%',
        summary: '이 프로모션은 종료되었습니다. 참여해 주셔서 감사합니다!',
        body: '<p>20 이상 재충전 입금 시 20%, 최대 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': '1등상 888',
      'gold-prize-88': '금상 88',
      'silver-prize-8': '은상 8',
      'lucky-prize-1': '행운상 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 보너스 쿠폰',
      description: '$5 보너스 쿠폰으로, 교환이 승인되면 고객센터에서 지급합니다.',
    },
    'free-spins-20': {
      name: '프리스핀 20회',
      description: 'Lucky Lotus 슬롯에서 사용할 수 있는 프리스핀 20회.',
    },
    'vip-week': {
      name: 'VIP 주간 패스',
      description: '7일 동안 VIP 전용 고객센터와 더 빠른 출금을 이용할 수 있습니다.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus 머그컵',
      description: 'Lucky Lotus 로고가 새겨진 도자기 머그컵으로, 집까지 배송해 드립니다.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus 티셔츠',
      description: '면 티셔츠. 포인트와 소액의 배송비가 필요합니다.',
    },
    earbuds: {
      name: '무선 이어폰',
      description: '충전 케이스가 포함된 블루투스 이어폰.',
    },
  },
  missions: {
    'daily-slots-20': '슬롯 20회 스핀',
    'daily-bet-1000': '아무 게임에서나 1,000.00 베팅',
    'daily-deposit-500': '500.00 입금',
    'weekly-login-3': '3일 연속 로그인',
    'weekly-live-100': '라이브 카지노 100판 플레이',
    'weekly-bet-10000': '이번 주 10,000.00 베팅',
  },
};

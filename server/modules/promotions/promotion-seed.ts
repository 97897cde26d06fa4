// The promotions a new site starts with: a welcome activity with an amount, a game promotion of
// Lucky Lanterns with a max bet, and a code promotion with a fixed bonus, each with its texts in
// the five languages and its artwork (public/promotions). They run from the first start for a
// year. Amounts are minor units.
import type { NewPromotion } from './promotion.repository';

const major = (amount: number) => BigInt(amount) * 100n;
const DAY_MS = 24 * 60 * 60 * 1000;

export function demoPromotions(now: Date, gameId: (makerCode: string, code: string) => number | undefined): NewPromotion[] {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const endsAt = new Date(now.getTime() + 365 * DAY_MS);
  const lanterns = gameId('demo', 'lucky-lanterns');
  const rows: NewPromotion[] = [
    {
      kind: 'activity',
      texts: {
        en_US: {
          title: 'Welcome bonus 50 %',
          summary: 'Join with 100 to 5,000 and get half of it again as a bonus.',
          description:
            'Join with any amount from 100 to 5,000 and we add a 50 % bonus to your promotion wallet.\n\nEvery game counts. Bet five times your amount plus the bonus, then settle the promotion balance into your wallet.\n\nYou may close the promotion at any time: its balance is then void. Unused purchased free spins are lost when the promotion ends.',
        },
        zh_CN: {
          title: '新人奖金 50%',
          summary: '参加金额 100 至 5,000，再送一半作为奖金。',
          description:
            '以 100 至 5,000 之间的任意金额参加，我们会把 50% 的奖金加入您的优惠钱包。\n\n所有游戏都计算在内。投注额达到参加金额加奖金的五倍后，即可将优惠余额结算到您的钱包。\n\n您可以随时关闭优惠，届时其余额作废。优惠结束时，未使用的已购免费旋转将会失效。',
        },
        th_TH: {
          title: 'โบนัสต้อนรับ 50%',
          summary: 'เข้าร่วมด้วยยอด 100 ถึง 5,000 รับโบนัสเพิ่มอีกครึ่งหนึ่ง',
          description:
            'เข้าร่วมด้วยยอดใดก็ได้ตั้งแต่ 100 ถึง 5,000 แล้วเราจะเพิ่มโบนัส 50% เข้ากระเป๋าโปรโมชันของคุณ\n\nทุกเกมนับยอด เดิมพันให้ได้ห้าเท่าของยอดเข้าร่วมรวมโบนัส แล้วโอนยอดโปรโมชันเข้ากระเป๋าเงินของคุณ\n\nคุณปิดโปรโมชันได้ทุกเมื่อ แต่ยอดคงเหลือจะเป็นโมฆะ ฟรีสปินที่ซื้อไว้แต่ยังไม่ได้ใช้จะหายไปเมื่อโปรโมชันสิ้นสุด',
        },
        my_MM: {
          title: 'ကြိုဆိုဆုကြေး 50%',
          summary: '100 မှ 5,000 အထိ ပါဝင်ပြီး ထိုပမာဏ၏ တစ်ဝက်ကို ဆုကြေးအဖြစ် ထပ်ရယူပါ။',
          description:
            '100 မှ 5,000 အတွင်း မည်သည့်ပမာဏဖြင့်မဆို ပါဝင်ပါက သင့်ပရိုမိုးရှင်းပိုက်ဆံအိတ်ထဲသို့ 50% ဆုကြေး ထည့်ပေးပါမည်။\n\nဂိမ်းအားလုံး ထည့်တွက်ပါသည်။ ပါဝင်ငွေနှင့် ဆုကြေးပေါင်း၏ ငါးဆကို လောင်းပြီးနောက် ပရိုမိုးရှင်းလက်ကျန်ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ငွေရှင်းနိုင်ပါသည်။\n\nပရိုမိုးရှင်းကို အချိန်မရွေး ပိတ်နိုင်သော်လည်း ၎င်း၏လက်ကျန်မှာ ပျက်ပြယ်သွားပါမည်။ ပရိုမိုးရှင်းပြီးဆုံးသည့်အခါ မသုံးရသေးသော ဝယ်ထားသည့် အခမဲ့လှည့်ခြင်းများ ဆုံးရှုံးပါမည်။',
        },
        ms_MY: {
          title: 'Bonus alu-aluan 50%',
          summary: 'Sertai dengan 100 hingga 5,000 dan dapatkan separuh lagi sebagai bonus.',
          description:
            'Sertai dengan apa-apa jumlah dari 100 hingga 5,000 dan kami tambah bonus 50% ke dompet promosi anda.\n\nSemua permainan dikira. Bertaruh lima kali jumlah anda campur bonus, kemudian selesaikan baki promosi ke dompet anda.\n\nAnda boleh menutup promosi pada bila-bila masa: bakinya kemudian terbatal. Putaran percuma yang dibeli tetapi tidak digunakan akan hilang apabila promosi tamat.',
        },
      },
      startsAt,
      endsAt,
      joinMode: 'amount',
      code: null,
      minAmount: major(100),
      maxAmount: major(5_000),
      bonusPercent: 50,
      bonusCap: major(2_500),
      turnoverMultiple: 5,
      releaseConditionsAmount: major(10),
      picture: '/promotions/welcome-bonus.svg',
      createdBy: 'system',
    },
    {
      kind: 'activity',
      texts: {
        en_US: {
          title: 'Lucky code 88',
          summary: 'Enter the code LUCKY88 for a free bonus of 88.',
          description:
            'Enter the promotion code LUCKY88 and get a bonus of 88 in your promotion wallet, with nothing taken from your wallet.\n\nEvery game counts. Bet ten times the bonus, then settle the promotion balance into your wallet.\n\nUnused purchased free spins are lost when the promotion ends.',
        },
        zh_CN: {
          title: '幸运优惠码 88',
          summary: '输入优惠码 LUCKY88，免费获得 88 奖金。',
          description:
            '输入优惠码 LUCKY88，即可在优惠钱包中获得 88 奖金，不会从您的钱包扣款。\n\n所有游戏都计算在内。投注额达到奖金的十倍后，即可将优惠余额结算到您的钱包。\n\n优惠结束时，未使用的已购免费旋转将会失效。',
        },
        th_TH: {
          title: 'โค้ดนำโชค 88',
          summary: 'ใส่โค้ด LUCKY88 รับโบนัสฟรี 88',
          description:
            'ใส่โค้ดโปรโมชัน LUCKY88 รับโบนัส 88 เข้ากระเป๋าโปรโมชันโดยไม่หักจากกระเป๋าเงินของคุณ\n\nทุกเกมนับยอด เดิมพันให้ได้สิบเท่าของโบนัส แล้วโอนยอดโปรโมชันเข้ากระเป๋าเงินของคุณ\n\nฟรีสปินที่ซื้อไว้แต่ยังไม่ได้ใช้จะหายไปเมื่อโปรโมชันสิ้นสุด',
        },
        my_MM: {
          title: 'ကံကောင်းကုဒ် 88',
          summary: 'LUCKY88 ကုဒ်ကို ထည့်ပြီး အခမဲ့ဆုကြေး 88 ရယူပါ။',
          description:
            'ပရိုမိုးရှင်းကုဒ် LUCKY88 ကို ထည့်ပါက သင့်ပိုက်ဆံအိတ်မှ မနုတ်ဘဲ ပရိုမိုးရှင်းပိုက်ဆံအိတ်ထဲသို့ ဆုကြေး 88 ရရှိပါမည်။\n\nဂိမ်းအားလုံး ထည့်တွက်ပါသည်။ ဆုကြေး၏ ဆယ်ဆကို လောင်းပြီးနောက် ပရိုမိုးရှင်းလက်ကျန်ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ငွေရှင်းနိုင်ပါသည်။\n\nပရိုမိုးရှင်းပြီးဆုံးသည့်အခါ မသုံးရသေးသော ဝယ်ထားသည့် အခမဲ့လှည့်ခြင်းများ ဆုံးရှုံးပါမည်။',
        },
        ms_MY: {
          title: 'Kod bertuah 88',
          summary: 'Masukkan kod LUCKY88 untuk bonus percuma 88.',
          description:
            'Masukkan kod promosi LUCKY88 dan dapatkan bonus 88 dalam dompet promosi anda, tanpa apa-apa diambil daripada dompet anda.\n\nSemua permainan dikira. Bertaruh sepuluh kali bonus, kemudian selesaikan baki promosi ke dompet anda.\n\nPutaran percuma yang dibeli tetapi tidak digunakan akan hilang apabila promosi tamat.',
        },
      },
      startsAt,
      endsAt,
      joinMode: 'code',
      code: 'LUCKY88',
      fixedBonus: major(88),
      turnoverMultiple: 10,
      releaseConditionsAmount: major(5),
      picture: '/promotions/lucky-code.svg',
      createdBy: 'system',
    },
  ];
  if (lanterns !== undefined) {
    rows.push({
      kind: 'gamePromotion',
      texts: {
        en_US: {
          title: 'Lucky Lanterns: 20 % more',
          summary: 'Play Lucky Lanterns with a 20 % bonus, bets up to 5 per spin.',
          description:
            'Join with 200 to 2,000 and get a 20 % bonus to play Lucky Lanterns.\n\nOnly Lucky Lanterns counts, and a spin may bet at most 5 while you play the promotion money. Bet three times your amount plus the bonus, then settle the balance into your wallet.\n\nUnused purchased free spins are lost when the promotion ends.',
        },
        zh_CN: {
          title: '幸运灯笼：多送 20%',
          summary: '玩幸运灯笼享 20% 奖金，每次旋转最多投注 5。',
          description:
            '以 200 至 2,000 参加，即可获得 20% 奖金畅玩幸运灯笼。\n\n只计算幸运灯笼；使用优惠资金游戏时，每次旋转最多投注 5。投注额达到参加金额加奖金的三倍后，即可将余额结算到您的钱包。\n\n优惠结束时，未使用的已购免费旋转将会失效。',
        },
        th_TH: {
          title: 'Lucky Lanterns: เพิ่ม 20%',
          summary: 'เล่น Lucky Lanterns พร้อมโบนัส 20% เดิมพันสูงสุด 5 ต่อสปิน',
          description:
            'เข้าร่วมด้วยยอด 200 ถึง 2,000 รับโบนัส 20% เพื่อเล่น Lucky Lanterns\n\nนับเฉพาะ Lucky Lanterns และขณะเล่นด้วยเงินโปรโมชัน แต่ละสปินเดิมพันได้ไม่เกิน 5 เดิมพันให้ได้สามเท่าของยอดเข้าร่วมรวมโบนัส แล้วโอนยอดคงเหลือเข้ากระเป๋าเงินของคุณ\n\nฟรีสปินที่ซื้อไว้แต่ยังไม่ได้ใช้จะหายไปเมื่อโปรโมชันสิ้นสุด',
        },
        my_MM: {
          title: 'Lucky Lanterns: 20% ပိုရ',
          summary: 'Lucky Lanterns ကို 20% ဆုကြေးဖြင့် ကစားပါ၊ တစ်ကြိမ်လှည့်လျှင် အများဆုံး 5 လောင်းနိုင်သည်။',
          description:
            '200 မှ 2,000 အထိ ပါဝင်ပြီး Lucky Lanterns ကစားရန် 20% ဆုကြေး ရယူပါ။\n\nLucky Lanterns တစ်ခုတည်းသာ ထည့်တွက်ပြီး ပရိုမိုးရှင်းငွေဖြင့် ကစားနေစဉ် တစ်ကြိမ်လှည့်လျှင် အများဆုံး 5 သာ လောင်းနိုင်သည်။ ပါဝင်ငွေနှင့် ဆုကြေးပေါင်း၏ သုံးဆကို လောင်းပြီးနောက် လက်ကျန်ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ငွေရှင်းနိုင်ပါသည်။\n\nပရိုမိုးရှင်းပြီးဆုံးသည့်အခါ မသုံးရသေးသော ဝယ်ထားသည့် အခမဲ့လှည့်ခြင်းများ ဆုံးရှုံးပါမည်။',
        },
        ms_MY: {
          title: 'Lucky Lanterns: 20% lagi',
          summary: 'Main Lucky Lanterns dengan bonus 20%, taruhan sehingga 5 setiap putaran.',
          description:
            'Sertai dengan 200 hingga 2,000 dan dapatkan bonus 20% untuk bermain Lucky Lanterns.\n\nHanya Lucky Lanterns dikira, dan setiap putaran boleh bertaruh paling banyak 5 semasa anda bermain dengan wang promosi. Bertaruh tiga kali jumlah anda campur bonus, kemudian selesaikan baki ke dompet anda.\n\nPutaran percuma yang dibeli tetapi tidak digunakan akan hilang apabila promosi tamat.',
        },
      },
      startsAt,
      endsAt,
      joinMode: 'amount',
      code: null,
      minAmount: major(200),
      maxAmount: major(2_000),
      bonusPercent: 20,
      turnoverMultiple: 3,
      maxBet: major(5),
      releaseConditionsAmount: major(20),
      gameIds: [lanterns],
      picture: '/promotions/lucky-lanterns.svg',
      createdBy: 'system',
    });
  }
  return rows;
}

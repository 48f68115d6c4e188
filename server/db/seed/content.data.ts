/** Chinese demo content: products, CMS sections, news, help, announcements, messages, dictionaries. */
import { CERT_NAMES, INVITATION_NAMES, PERMIT_NAMES } from '../../core/status';
import { COMPANY_ROLE_LABELS, EMPLOYEE_ROLE_LABELS } from '../../../shared/format/roles';

export const PRODUCTS: ReadonlyArray<readonly [string, string, string]> = [
  ['CRM', '客户关系', '账户管理、人员管理、企业信息、企业邀请与消息中心。'],
  ['CREDIT', '授信管理', '核心企业授信额度的申请、审批与使用情况跟踪。'],
  ['BILL', '票据服务', '电子债权凭证的开立、流转与到期兑付。'],
  ['SIGN', '电子签章', '合同与单据在线签署，具备法律效力的数字证书签章。'],
  ['ENDORSE', '背书转让', '供应商之间的债权凭证背书转让与拆分支付。'],
  ['DEPOSIT', '保证金管理', '业务保证金的缴纳、冻结、释放与对账。'],
  ['SETTLE', '结算服务', '到期清分结算、资金划付与结算明细查询。'],
  ['INVOICE', '发票管理', '发票采集、验真与应收账款的关联核验。'],
  ['ZNX', '保理融资', '基于应收账款的保理融资申请、放款与还款管理。'],
];

export const CMS_HURDLES: ReadonlyArray<readonly [string, string]> = [
  ['HOME_BANNER', '首页轮播'],
  ['PRODUCT_INTRO', '产品介绍'],
  ['NEWS', '新闻动态'],
  ['HELP', '帮助中心'],
  ['ABOUT', '关于我们'],
];

export const BANNERS: ReadonlyArray<readonly [string, string]> = [
  ['让核心企业信用惠及全链条', '依托核心企业信用，为上下游中小企业提供便捷、低成本的融资服务。'],
  ['电子债权凭证 秒级流转', '开立、拆分、转让、融资全程在线，资金到账更快。'],
  ['安全合规 值得信赖', '数字证书签章与多重风控，守护每一笔交易。'],
];

export const NEWS_TITLES: readonly string[] = [
  '供应链金融服务平台正式上线运营',
  '平台累计服务中小企业突破一万家',
  '平台与多家商业银行达成战略合作',
  '电子债权凭证业务单月交易额创新高',
  '平台获评年度供应链金融创新案例',
  '保理融资产品完成全新升级',
  '平台开展数据安全专项检查工作',
  '电子签章服务接入权威数字证书机构',
  '平台举办核心企业供应链金融研讨会',
  '发票管理功能新增全电发票验真能力',
  '平台移动端适配全面完成',
  '结算服务支持多银行账户统一管理',
  '关于提升中小企业融资效率的实践分享',
  '平台通过信息安全等级保护三级测评',
  '授信管理新增额度预警提醒功能',
  '平台客户服务热线服务时间调整说明',
  '供应链金融助力制造业稳链强链',
  '平台年度用户满意度调查结果发布',
];

export const HELP_ITEMS: ReadonlyArray<readonly [string, string]> = [
  [
    '如何注册企业账号？',
    '<p>在首页点击“注册”，依次完成<strong>账号注册</strong>、<strong>企业认证</strong>、<strong>管理员验证</strong>三个步骤，提交后等待平台审核。</p>',
  ],
  [
    '忘记密码怎么办？',
    '<p>在登录页点击“忘记密码”，通过手机短信验证码验证身份后即可设置新密码。重置后所有设备上的登录状态都会退出。</p>',
  ],
  [
    '一个手机号可以加入多个企业吗？',
    '<p>可以。登录时如您属于多个企业，系统会请您选择要进入的企业，登录后也可在页面顶部随时切换。</p>',
  ],
  [
    '如何添加企业员工？',
    '<p>企业管理员进入“客户关系 → 人员管理”，点击“新增员工”，填写姓名、手机号并分配角色即可。</p>',
  ],
  ['如何开通产品？', '<p>在“产品中心”找到未开通的产品，点击“申请开通”，审核通过后即可使用。</p>'],
  ['登录为什么会自动退出？', '<p>为保障账户安全，30分钟无操作后登录状态会自动失效，请重新登录。</p>'],
];

/**
 * No hotline here: the about page shows the service widget's number (one place, in @scf/shared).
 * No heading either: the page shows the item's title above its content.
 */
export const ABOUT_HTML =
  '<p>供应链金融服务平台致力于以核心企业信用为依托，运用电子债权凭证、电子签章等数字化手段，为产业链上下游企业提供安全、高效、普惠的金融服务。</p><p>平台坚持合规经营，持续提升风控能力，与金融机构携手服务实体经济。</p>';

export const AFFICHES: ReadonlyArray<readonly [string, string, string, number]> = [
  ['EC', '关于平台系统升级维护的公告', '平台将于本周六 22:00 至次日 02:00 进行系统升级维护，期间暂停服务。', 1],
  ['EC', '关于启用新版数字证书的通知', '为提升签章安全性，平台将启用新版数字证书，请各企业及时更新。', 0],
  ['EC', '关于调整客服服务时间的公告', '自下月起，客服热线服务时间调整为工作日 9:00-18:00。', 0],
  ['EC', '关于防范电信诈骗的风险提示', '平台工作人员不会以任何理由索要您的密码或验证码，请提高警惕。', 1],
  ['EC', '关于优化登录安全策略的公告', '平台已启用登录失败次数限制与图形验证码，保障账户安全。', 0],
  ['EC', '关于春节假期业务安排的通知', '春节假期期间电子债权凭证到期兑付顺延至节后第一个工作日。', 0],
  ['EC', '关于新增保理融资产品的公告', '平台新增保理融资产品，欢迎符合条件的企业申请开通。', 0],
  ['CRM', '客户关系模块功能更新说明', '人员管理支持按产品分配角色，企业邀请支持重新发送与撤销。', 0],
  ['CRM', '关于完善企业信息的温馨提示', '请企业管理员及时完善企业联系人、联系电话等信息。', 0],
];

export const MESSAGES: ReadonlyArray<readonly [string, string, string]> = [
  ['SYSTEM', '欢迎使用供应链金融服务平台', '您的企业账号已开通，请完善企业信息并为员工分配角色。'],
  ['BUSINESS', '授信额度审批通过', '贵司提交的授信额度申请已审批通过，额度已生效。'],
  ['BUSINESS', '电子债权凭证即将到期', '贵司有 3 笔电子债权凭证将于 7 日内到期，请及时安排兑付。'],
  ['APPROVAL', '产品开通申请审核中', '贵司提交的电子签章产品开通申请已受理，预计 1-3 个工作日完成审核。'],
  ['SYSTEM', '登录安全提醒', '您的账号在新设备上登录，如非本人操作请及时修改密码。'],
  ['BUSINESS', '保证金缴纳成功', '贵司缴纳的业务保证金已到账，可在保证金管理中查看明细。'],
  ['BUSINESS', '结算完成通知', '本期清分结算已完成，结算资金已划付至贵司结算账户。'],
  ['APPROVAL', '发票管理开通申请已受理', '贵司提交的发票管理产品开通申请正在审核中。'],
  ['SYSTEM', '系统维护通知', '平台将于本周六夜间进行系统维护，请提前安排业务。'],
  ['BUSINESS', '新的背书转让待签收', '供应商向贵司发起了一笔背书转让，请及时签收。'],
  ['SYSTEM', '请完善企业联系人信息', '企业联系人信息不完整，可能影响业务通知的送达。'],
  ['BUSINESS', '融资放款成功', '贵司申请的保理融资已放款，请注意查收。'],
];

export const DICTS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  ['compRole', Object.entries(COMPANY_ROLE_LABELS)],
  ['employeeRole', Object.entries(EMPLOYEE_ROLE_LABELS)],
  ['permitStatus', Object.entries(PERMIT_NAMES)],
  [
    'msgType',
    [
      ['SYSTEM', '系统通知'],
      ['BUSINESS', '业务提醒'],
      ['APPROVAL', '审核通知'],
    ],
  ],
  ['invitationStatus', Object.entries(INVITATION_NAMES)],
  [
    'idType',
    [
      ['ID_CARD', '居民身份证'],
      ['PASSPORT', '护照'],
      ['OTHER', '其他证件'],
    ],
  ],
  ['certStatus', Object.entries(CERT_NAMES)],
  ['product', PRODUCTS.map(([code, name]) => [code, name] as const)],
];

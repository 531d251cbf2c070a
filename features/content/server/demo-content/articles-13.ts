import type { DemoArticle } from './types';

export const articles13: DemoArticle[] = [
  {
    typeId: 13,
    articleName: '个人会员申请办理指南',
    articleEsName: 'Individual Membership: How to Apply',
    summary: '说明个人会员的申请对象、基本条件和需提交的材料，以及从在线申请到领取电子会员证的完整办理流程。',
    content:
      '<p>个人会员面向从事录音、混音、母带处理、现场扩声、广播电视及影视游戏声音后期等工作的音频技术人员。申请人应认同协会章程，自愿参加协会活动并履行会员义务。</p><h3>基本条件</h3><ul><li>从事音频专业工作满两年；音频、录音艺术、声学等相关专业毕业生从业满一年即可申请；</li><li>能提供至少两项署名作品或参与项目的证明，如唱片、影视片尾字幕、演出技术单或单位出具的工作证明；</li><li>有两名正式会员推荐，无推荐人的可由所在地区联络处出具推荐意见。</li></ul><p>已取得录音师职业能力证书的申请人，可免于提交作品证明，凭证书编号直接申请。</p><h3>办理流程</h3><ol><li>登录协会网站，在“会员服务”栏目在线填写申请表，上传身份证、学历或从业证明及作品清单；</li><li>会员部在七个工作日内完成材料初审，材料不全的一次性告知需补充的内容；</li><li>会员发展委员会每月下旬集中评审，结果通过短信和站内消息通知；</li><li>评审通过后缴纳当年会费，电子会员证即时生成，可在个人中心下载。</li></ol><p>在校学生可先申请学生会员，毕业后凭毕业证书和从业证明转为个人会员，学生会员期间的会龄连续计算。</p>',
    contentEs:
      "<p>Individual membership is open to audio professionals working in recording, mixing, mastering, live sound reinforcement, broadcasting, and sound post-production for film, television and games. Applicants should endorse the Association's Articles of Association, take part in its activities voluntarily and fulfil the obligations of membership.</p><h3>Basic Requirements</h3><ul><li>At least two years of professional audio work; graduates in audio, recording arts, acoustics or a related field may apply after one year of professional work;</li><li>Evidence of at least two credited works or projects, such as records, film end credits, technical sheets from live shows or an employment certificate issued by your employer;</li><li>Recommendation by two full members; applicants without recommenders may obtain a recommendation from their regional liaison office.</li></ul><p>Holders of the Audio Engineer Professional Competence Certificate need not submit evidence of their works and may apply directly with their certificate number.</p><h3>Application Process</h3><ol><li>Log in to the Association's website, complete the online application form under “Membership”, and upload your ID, proof of education or employment, and a list of your works;</li><li>The Membership Department completes a preliminary review within seven working days; if anything is missing, you will be told everything that needs to be added in a single notice;</li><li>The Membership Development Committee reviews applications together in the last ten days of each month and announces the results by text message and on-site message;</li><li>Once approved, you pay the current year's fee; your electronic membership card is generated immediately and can be downloaded from your personal account.</li></ol><p>Students may first apply for student membership and, after graduating, convert to individual membership with their diploma and proof of employment; years spent as a student member count towards continuous membership.</p>",
    author: '会员部',
    source: '录音师协会',
    publishTime: '2026-03-10 09:30:00',
    cover: '/covers/certificate.svg',
  },
  {
    typeId: 13,
    articleName: '单位会员入会办理说明',
    articleEsName: 'Organisation Membership: Requirements and Procedure',
    summary: '介绍录音棚、演出企业、广播电视机构、音频设备企业及相关院校申请单位会员的条件、所需材料和审批程序。',
    content:
      '<p>单位会员面向依法登记、主营业务与专业音频相关的企事业单位，包括录音棚与后期制作公司、演出与扩声服务企业、广播电视及网络视听机构、音频设备研发与销售企业，以及开设音频相关专业的院校和科研院所。</p><h3>申请条件</h3><ul><li>依法设立并连续经营满一年，近三年无重大违法违规记录；</li><li>至少有两名专职音频技术人员，其中一人应为协会个人会员；</li><li>具备与业务相适应的场所和设备，录音棚类单位需提供控制室与录音间的混响时间、本底噪声等声学参数说明。</li></ul><p>申请成为理事单位的，还应在行业内具有较强影响力，并由两家以上会员单位联名推荐。</p><h3>办理程序</h3><ol><li>下载并填写《单位会员申请表》，加盖公章后连同营业执照或事业单位法人证书扫描件在线提交；</li><li>会员部进行材料审核，必要时安排实地走访；</li><li>审核意见报常务理事会审议，通过后颁发单位会员证书和铭牌；</li><li>单位指定一名联络人，负责接收协会通知、组织员工参加培训和活动。</li></ol><p>会员单位可推荐本单位技术人员优先参加协会培训，也可申请承办协会的技术交流活动。</p>',
    contentEs:
      "<p>Organisation membership is open to legally registered enterprises and public institutions whose main business relates to professional audio, including recording studios and post-production companies, live events and sound reinforcement companies, broadcasters and online audiovisual organisations, audio equipment developers and distributors, as well as universities and research institutes offering audio-related programmes.</p><h3>Requirements</h3><ul><li>Legally established and in continuous operation for at least one year, with no record of serious violations of laws or regulations in the past three years;</li><li>At least two full-time audio engineers, at least one of whom is an individual member of the Association;</li><li>Premises and equipment suited to the business; recording studios must provide a description of the acoustic parameters of the control room and live room, such as reverberation time and background noise level.</li></ul><p>Organisations applying to become council members must also have considerable standing in the industry and be jointly recommended by at least two member organisations.</p><h3>Procedure</h3><ol><li>Download and complete the Organisation Membership Application Form, stamp it with the official seal and submit it online together with a scanned copy of the business licence or public institution legal person certificate;</li><li>The Membership Department reviews the documents and, where necessary, arranges a site visit;</li><li>The review opinion is submitted to the Standing Council, and once approved, an organisation membership certificate and plaque are issued;</li><li>The organisation appoints a contact person who receives the Association's notices and arranges for staff to attend training and events.</li></ol><p>Member organisations may nominate their engineers for priority places on the Association's training courses and may apply to host the Association's technical exchange events.</p>",
    author: '会员部',
    source: '录音师协会',
    publishTime: '2026-03-24 10:00:00',
    cover: '/covers/meeting.svg',
  },
  {
    typeId: 13,
    articleName: '会员的权利与义务',
    summary: '依据协会章程，梳理会员在选举表决、参加活动、获取资料等方面享有的权利，以及应当遵守的职业规范和须履行的义务。',
    content:
      '<p>根据协会章程，会员既是协会服务的对象，也是协会工作的参与者。明确会员的权利与义务，是协会规范运行、维护行业声誉的基础。</p><h3>会员的权利</h3><ul><li>享有选举权、被选举权和表决权，通过会员代表大会参与协会重大事项决策；</li><li>优先参加协会组织的培训、技术研讨、作品评选和行业交流活动；</li><li>获取协会发布的技术规范、行业报告和会员专属资料；</li><li>对协会工作提出批评和建议，并实施监督；</li><li>在职业活动中合法权益受到侵害时，可请求协会协调和帮助；</li><li>入会自愿，退会自由。</li></ul><p>上述权利以会员资格有效为前提，会员资格状态可随时在个人中心查询。</p><h3>会员的义务</h3><ul><li>遵守协会章程，执行协会决议；</li><li>恪守职业道德，尊重著作权和录音制作者权，不参与盗录、侵权复制等行为；</li><li>按规定按时缴纳会费；</li><li>向协会反映行业情况、提供有关资料，积极参与行业技术规范的研讨。</li></ul><p>会员连续两年未缴纳会费的，视为自动退会；严重违反职业道德、损害协会声誉的，经理事会审议可予以除名。</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-04-16 14:30:00',
  },
  {
    typeId: 13,
    articleName: '年度会费标准及缴纳方式',
    summary: '公布学生、个人及单位会员的年度会费标准，说明缴费期限、在线支付与对公转账方式以及电子发票的开具办法。',
    content:
      '<p>根据会员代表大会审议通过的会费管理办法，协会会费按自然年度收取，主要用于会员服务、技术培训、行业研究和日常运行，收支情况每年向会员公开。</p><h3>会费标准</h3><ul><li>学生会员：每年100元；</li><li>个人会员：每年300元；</li><li>单位会员：每年3000元；</li><li>理事单位每年10000元，常务理事单位每年20000元。</li></ul><p>当年7月1日以后获批入会的，当年会费减半收取；年满65岁的资深会员可申请免缴会费。</p><h3>缴费方式与期限</h3><ol><li>在线支付：登录协会网站个人中心，进入“会费缴纳”页面，使用微信或支付宝扫码付款，到账后会员有效期自动顺延；</li><li>对公转账：单位会员可汇款至协会基本账户，附言注明“单位名称＋会费年度”，并在系统中上传付款凭证；</li><li>会费应于每年3月31日前缴纳，逾期未缴的暂停会员专享服务，补缴后恢复。</li></ol><p>缴费成功后，系统自动开具电子发票并发送至预留邮箱，如需更改发票抬头，请在30日内联系会员部。</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-03-04 09:00:00',
  },
  {
    typeId: 13,
    articleName: '会员专享福利：培训折扣、器材保险与法律咨询',
    summary: '介绍会员可享受的三项核心福利：协会培训课程折扣、专业音频器材团体保险，以及著作权与合同纠纷方面的法律咨询服务。',
    content:
      '<p>为服务会员职业发展，协会整合培训资源、保险机构和律师事务所，为有效期内的会员提供以下专享福利。</p><h3>培训折扣</h3><p>个人会员报名协会举办的Pro Tools专业操作、现场扩声系统调试、沉浸式声音制作等培训班，可享受八折优惠，会龄满五年的享受七折；单位会员每年另有三个免费培训名额，供本单位员工使用。</p><h3>器材保险</h3><p>协会与保险公司合作推出专业音频器材团体保险，承保话筒、音频接口、便携录音机、监听耳机等器材在运输、外景录音和演出现场发生的意外损坏及盗抢。会员每年缴纳保费280元，单次事故最高赔付5万元，免赔额500元，凭现场照片和购机凭证即可在线理赔。</p><h3>法律咨询</h3><ul><li>每年两次免费律师咨询，涵盖著作权与录音制作者权、署名纠纷、劳务合同和报酬拖欠等问题；</li><li>协会法律顾问可协助审阅录音、混音委托合同的主要条款；</li><li>涉及群体性权益问题的，由协会出面协调。</li></ul><p>以上福利均可在个人中心在线申请，具体细则以会员部发布的年度通知为准。</p>',
    author: '会员部',
    source: '录音师协会',
    publishTime: '2026-06-18 15:30:00',
    cover: '/covers/training.svg',
  },
];

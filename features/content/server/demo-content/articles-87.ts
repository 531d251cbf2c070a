import type { DemoArticle } from './types';

export const articles87: DemoArticle[] = [
  {
    typeId: 87,
    articleName: '关于举办2026年冬季“混音与母带实务”高级研修班的通知',
    articleEsName: 'Notice on the Winter 2026 Advanced Workshop in Mixing and Mastering Practice',
    summary: '协会培训部定于2026年12月14日至18日在北京举办混音与母带实务高级研修班，现面向会员及行业从业者公开招生。',
    content:
      '<p>为帮助从业录音师系统提升混音与母带处理能力，协会培训部定于2026年12月14日至18日在北京举办“混音与母带实务”高级研修班。本期课程以实际项目为主线，由资深混音师与母带工程师授课，采用小班教学，限额24人。</p><h3>课程安排</h3><ul><li>增益结构与总线路由：从分轨整理到总线压缩的完整流程</li><li>动态与均衡：多段压缩、动态均衡与M/S处理的实际应用</li><li>响度与交付：分别按流媒体-14 LUFS和广播-23 LUFS（EBU R128）的目标完成母带，真峰值不超过-1 dBTP</li><li>作品点评：学员携带本人混音作品，由讲师逐一点评</li></ul><h3>时间、地点与费用</h3><p>12月13日下午报到，上课地点为北京市朝阳区协会培训中心三层录音教室。培训费每人4800元，协会会员3800元，含教材、午餐及结业证书，食宿交通自理。学员须自带笔记本电脑及封闭式监听耳机。</p><h3>报名方式</h3><p>请于11月30日前登录协会官网“培训报名”栏目填写报名表，并上传一段不超过5分钟的混音作品。培训部将于12月5日前以短信通知录取结果，按报名先后顺序录取，额满即止。咨询电话：010-6532 8817。</p>',
    contentEs:
      '<p>To help working engineers strengthen their mixing and mastering skills in a systematic way, the Association\'s Training Department will hold an advanced workshop in Mixing and Mastering Practice in Beijing from 14 to 18 December 2026. The course is built around real projects and taught by experienced mix and mastering engineers in a small class of no more than 24 participants.</p><h3>Course Outline</h3><ul><li>Gain structure and bus routing: the complete workflow from organising stems to bus compression</li><li>Dynamics and EQ: practical use of multiband compression, dynamic EQ and M/S processing</li><li>Loudness and delivery: mastering to a streaming target of -14 LUFS and a broadcast target of -23 LUFS (EBU R128), with true peak no higher than -1 dBTP</li><li>Critique sessions: participants bring their own mixes for individual feedback from the instructors</li></ul><h3>Dates, Venue and Fees</h3><p>Registration takes place on the afternoon of 13 December. Classes are held in the third-floor recording classroom of the Association Training Centre in Chaoyang District, Beijing. The fee is RMB 4,800 per person, or RMB 3,800 for members, covering course materials, lunches and the certificate of completion; accommodation and travel are at participants\' own expense. Participants must bring a laptop and closed-back monitoring headphones.</p><h3>How to Apply</h3><p>Please complete the application form under "Training Registration" on the Association website by 30 November and upload a mix of no more than five minutes. The Training Department will notify successful applicants by text message before 5 December. Places are allocated in order of application until the class is full. Enquiries: 010-6532 8817.</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-10-20 09:30:00',
    cover: '/covers/training.svg',
    isTop: true,
  },
  {
    typeId: 87,
    articleName: '2027年第一期录音师职业技能等级考试日程安排',
    articleEsName: 'Schedule of the First 2027 Session of the Recording Engineer Skills Examination',
    summary: '2027年第一期录音师职业技能等级考试将于1月9日至11日在北京、上海、广州、成都四地举行，现公布具体日程。',
    content:
      '<p>经协会考试委员会研究决定，2027年第一期录音师职业技能等级考试将于2027年1月9日至11日在北京、上海、广州、成都四个考点同时举行。考试分为理论知识与实际操作两部分，两部分成绩均达到60分方可取得相应等级证书。</p><h3>日程安排</h3><ol><li>1月9日（星期六）9:00—11:00：理论知识考试，采用机考形式，内容涵盖声学基础、电声器材、数字音频原理与行业规范</li><li>1月10日至11日：实际操作考试，考生按准考证所列时段到场，在指定数字音频工作站上完成多轨素材整理、混音，并按规定响度导出</li><li>1月25日起：登录协会官网查询成绩</li></ol><h3>考生须知</h3><p>准考证自2026年12月28日起开放下载打印。考生须携带准考证及有效身份证件，于开考前30分钟到达考点，理论考试开考15分钟后不得入场。实操考试统一提供监听音箱与耳机，考生可自带耳机，但不得携带任何存储设备。</p><p>各考点详细地址及交通指引见准考证背面。如遇不可抗力需调整考试安排，协会将另行通知。</p>',
    contentEs:
      "<p>By decision of the Association's Examination Committee, the first 2027 session of the Recording Engineer Skills Examination will be held from 9 to 11 January 2027 at four test centres simultaneously: Beijing, Shanghai, Guangzhou and Chengdu. The examination consists of a theory part and a practical part, and candidates must score at least 60 in both to receive the certificate for their level.</p><h3>Schedule</h3><ol><li>9 January (Saturday), 9:00–11:00: theory examination, taken on computer, covering acoustics fundamentals, electroacoustic equipment, digital audio principles and industry standards</li><li>10–11 January: practical examination; candidates arrive at the time slot printed on their admission ticket and, on a designated digital audio workstation, organise multitrack material, mix it and export it at the specified loudness</li><li>From 25 January: results can be checked on the Association website</li></ol><h3>Notes for Candidates</h3><p>Admission tickets can be downloaded and printed from 28 December 2026. Candidates must bring their admission ticket and a valid ID and arrive at the test centre 30 minutes before the start; no one will be admitted to the theory examination more than 15 minutes after it begins. Monitor speakers and headphones are provided for the practical examination. Candidates may bring their own headphones but no storage devices of any kind.</p><p>The full address of each test centre and directions are printed on the back of the admission ticket. Should force majeure require any change to the arrangements, the Association will issue a separate notice.</p>",
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-11-05 10:00:00',
    cover: '/covers/certificate.svg',
  },
  {
    typeId: 87,
    articleName: '在线课程《广播电视节目响度控制与交付规范》将于12月1日上线',
    summary: '协会培训部制作的响度控制系列在线课程将于2026年12月1日上线，会员可免费学习，完成考核可获继续教育学时。',
    content:
      '<p>由协会培训部组织制作的在线课程《广播电视节目响度控制与交付规范》将于2026年12月1日在协会线上学习平台正式上线。课程共12讲，总时长约9小时，由协会技术委员会委员、资深播出技术工程师周慧敏主讲。</p><h3>课程内容</h3><ul><li>响度的概念与ITU-R BS.1770测量算法，K加权与门限机制</li><li>国内电视节目-24 LKFS与流媒体平台-14 LUFS等常见交付目标的差异</li><li>真峰值与响度范围（LRA）的测量与控制方法</li><li>主流响度表与限幅器在后期制作中的设置实例</li></ul><p>课程采用录播视频加配套工程文件的形式，学员可下载48 kHz/24-bit的示例素材，在本人工作站上同步练习。每讲结束后附有随堂测验，全部测验通过并完成结课作业者，可获得协会继续教育8学时。</p><p>协会会员登录后可免费学习，非会员课程费用为399元，学习期限自开通之日起一年。学习中遇到问题，可通过平台“学习咨询”栏目留言，培训部将在两个工作日内回复。</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-11-12 14:00:00',
    cover: '/covers/headphones.svg',
  },
  {
    typeId: 87,
    articleName: '协会2027年度培训讲师招募公告',
    summary: '为充实2027年度培训师资，协会面向会员公开招募录音混音、现场扩声、沉浸式声音及声学测量等方向的兼职讲师。',
    content:
      '<p>为适应行业技术发展，进一步充实培训师资队伍，协会培训部现面向全体会员公开招募2027年度兼职培训讲师。入选讲师将参与2027年3月起陆续开班的线下研修班与在线课程的授课及教材编写工作。</p><h3>招募方向</h3><ul><li>录音与混音：音乐录音、多轨混音、母带处理</li><li>现场扩声：系统设计、调音台操作、系统调试</li><li>影视后期与沉浸式声音：对白编辑、Dolby Atmos与三维声制作</li><li>声学测量：房间声学测量与分析、电声设备检测</li></ul><h3>申报条件</h3><p>申请人应为协会正式会员，具有相关方向8年以上从业经历，主持或参与过有代表性的项目，表达清晰、乐于分享；持有高级职业技能等级证书或具有中级以上职称者优先。</p><p>请于2026年12月20日前将申报表、个人作品清单及一段10分钟以内的试讲视频发送至协会培训部邮箱。培训部将组织专家评审，于2027年1月中旬公布入选名单。入选讲师按协会标准支付授课酬金。</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-09-15 09:00:00',
  },
  {
    typeId: 87,
    articleName: '关于“沉浸式声音制作实训营”延期举办的通知',
    summary: '因实训场地监听系统改造工期调整，原定12月举办的沉浸式声音制作实训营延期至2027年1月16日至19日举行。',
    content:
      '<p>原定于2026年12月5日至8日在上海举办的“沉浸式声音制作实训营”，因合作单位实训录音棚的7.1.4监听系统改造工期调整，声学调试与系统校准无法在开班前完成。为保证教学质量，经协会培训部研究决定，本期实训营延期举办。</p><h3>调整后的安排</h3><ul><li>培训时间：2027年1月16日至19日，1月15日下午报到</li><li>培训地点不变：上海市徐汇区合作单位实训录音棚</li><li>课程内容、授课讲师与培训费用均保持不变</li></ul><h3>已报名学员的处理</h3><p>已缴费学员的报名资格自动保留至新的培训日期，无需重新报名。如因时间冲突无法参加，可于2026年12月15日前联系培训部申请全额退费，或转报2027年其他期次课程。已预订车票、机票的学员，请及时办理改签或退票。</p><p>由此给各位学员带来的不便，我们深表歉意。咨询电话：021-6428 3390，联系人：陈老师。</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-11-02 15:30:00',
  },
];

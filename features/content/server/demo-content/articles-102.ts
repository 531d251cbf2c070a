import type { DemoArticle } from './types';

export const articles102: DemoArticle[] = [
  {
    typeId: 102,
    articleName: '录音师职业能力证书简介',
    articleEsName: 'About the Recording Engineer Professional Certificate',
    summary: '录音师职业能力证书是协会依据评价规范，对音频从业人员的专业知识与实际操作能力进行考核后颁发的行业证书。',
    content:
      '<p>录音师职业能力证书是录音师协会依据《录音师职业能力评价规范》，对从事录音、混音、母带处理、现场扩声和声音后期工作的人员进行理论知识考试和实际操作考核后颁发的行业水平证书。证书反映持证人在特定级别和专业方向上具备的专业能力，可作为用人单位招聘、岗位聘任和项目人员配置的参考依据。</p><h3>证书特点</h3><ul><li><strong>分级评价：</strong>设助理录音师、录音师、高级录音师和主任录音师四个级别，逐级晋升；</li><li><strong>分方向考核：</strong>分为音乐录音与混音、现场扩声、影视声音后期、广播电视音频四个专业方向；</li><li><strong>重视实操：</strong>实操考核在标准化控制室进行，考生须在规定时间内完成话筒选择与摆位、增益结构设置、多轨混音和按响度要求交付等任务；</li><li><strong>动态管理：</strong>证书有效期三年，持证人完成规定的继续教育后方可续期。</li></ul><p>自2013年开展评价以来，已有一万二千余人取得证书。所有证书信息均录入协会证书数据库，可通过协会网站公开查询。</p><p>需要说明的是，该证书属于行业自律性质的能力评价证书，不属于国家职业资格或行政许可，持证与否不影响从业者依法从事相关工作。</p>',
    contentEs:
      '<p>The Recording Engineer Professional Certificate is an industry-level certificate issued by the Audio Engineers Association under its Professional Competence Assessment Standard for Recording Engineers. It is awarded to people working in recording, mixing, mastering, live sound reinforcement and sound post-production after they pass a theory examination and a practical assessment. The certificate shows that the holder has the professional competence required at a given level and in a given field, and employers can use it as a reference for recruitment, job appointments and project staffing.</p><h3>Key Features</h3><ul><li><strong>Graded assessment:</strong> four levels, Assistant Recording Engineer, Recording Engineer, Senior Recording Engineer and Chief Recording Engineer, obtained one after another;</li><li><strong>Field-specific assessment:</strong> four fields, Music Recording and Mixing, Live Sound, Film and Television Sound Post-Production, and Broadcast Audio;</li><li><strong>Emphasis on practice:</strong> the practical assessment takes place in a standardized control room, where candidates must complete tasks such as microphone selection and placement, gain staging, multitrack mixing and delivery to loudness specifications within a set time;</li><li><strong>Ongoing validity management:</strong> the certificate is valid for three years and can be renewed only after the required continuing education has been completed.</li></ul><p>Since assessments began in 2013, more than 12,000 people have obtained the certificate. All certificate records are held in the Association certificate database and can be checked publicly on the Association website.</p><p>Please note that this is a competence certificate issued under industry self-regulation. It is not a national vocational qualification or an administrative licence, and holding it or not does not affect anyone’s right to work lawfully in the field.</p>',
    author: '职业评价部',
    source: '录音师协会',
    publishTime: '2026-05-11 09:05:00',
    cover: '/covers/certificate.svg',
  },
  {
    typeId: 102,
    articleName: '证书等级设置与认证内容',
    articleEsName: 'Certificate Levels and What They Certify',
    summary: '证书设助理录音师、录音师、高级录音师和主任录音师四个级别，本文说明各级别所证明的能力范围与报考条件。',
    content:
      '<h3>助理录音师</h3><p>证明持证人掌握声学与电声基础知识，能够在指导下完成话筒架设与摆位、信号连接与增益设置，按48 kHz/24-bit等规定格式录音并规范命名和整理工程文件。报考条件：相关专业在校生，或从业满一年。</p><h3>录音师</h3><p>证明持证人能够独立完成中小型项目的录音与混音，熟练运用均衡、压缩和混响等处理手段，理解心形、超心形和8字形等指向性话筒的特性并合理选用，能按交付要求控制响度和真峰值，例如流媒体音乐常用的-14 LUFS整合响度和-1 dBTP真峰值上限。报考条件：取得助理录音师证书后从业满两年，或相关专业本科毕业后从业满三年。</p><h3>高级录音师</h3><p>证明持证人能够主持复杂项目的声音制作，具备大型演出扩声系统设计、多声道或沉浸式混音、录音棚声学问题诊断等能力，并能组织和指导团队工作。报考条件：取得录音师证书后从业满三年，并提交代表作品。</p><h3>主任录音师</h3><p>证明持证人在本专业方向具有较高的技术造诣和行业影响，能够主持技术规范研究、重大项目技术把关和人才培养。采用作品评审与答辩相结合的方式评价，报考者须取得高级录音师证书后从业满五年。</p>',
    contentEs:
      '<h3>Assistant Recording Engineer</h3><p>Certifies that the holder understands the fundamentals of acoustics and electroacoustics and, under supervision, can set up and position microphones, make signal connections and set gain, record in specified formats such as 48 kHz/24-bit, and name and organize project files properly. Eligibility: students in a related discipline, or at least one year of professional experience.</p><h3>Recording Engineer</h3><p>Certifies that the holder can independently record and mix small and medium-sized projects, uses equalization, compression and reverb with confidence, understands the characteristics of cardioid, supercardioid, figure-of-eight and other polar patterns and chooses microphones accordingly, and can control loudness and true peak to delivery requirements, for example the integrated loudness of -14 LUFS and true-peak ceiling of -1 dBTP commonly used for streaming music. Eligibility: two years of professional experience after obtaining the Assistant Recording Engineer certificate, or three years of experience after a bachelor’s degree in a related discipline.</p><h3>Senior Recording Engineer</h3><p>Certifies that the holder can lead sound production on complex projects, including designing sound reinforcement systems for large events, multichannel or immersive mixing and diagnosing studio acoustic problems, and can organize and guide a team. Eligibility: three years of professional experience after obtaining the Recording Engineer certificate, plus submission of representative works.</p><h3>Chief Recording Engineer</h3><p>Certifies that the holder has a high level of technical accomplishment and standing in the field, and can lead research on technical guidelines, act as technical authority on major projects and train others. Assessment combines a review of works with an oral defence. Candidates must have five years of professional experience after obtaining the Senior Recording Engineer certificate.</p>',
    author: '职业评价部',
    source: '录音师协会',
    publishTime: '2026-05-13 10:45:00',
  },
  {
    typeId: 102,
    articleName: '证书申请流程说明',
    articleEsName: 'How to Apply for the Certificate',
    summary: '从确认报考级别、网上报名、资格审核、参加考核到领取证书，本文逐步说明录音师职业能力证书的申请流程。',
    content:
      '<p>协会每年春季和秋季各组织一次职业能力等级评价，具体报名时间以协会网站“职业证书”栏目发布的通知为准。申请人可按以下步骤办理。</p><ol><li><strong>确认级别和方向：</strong>对照报考条件核实本人从业年限和已持证书情况，选定报考级别与专业方向；</li><li><strong>网上报名：</strong>登录协会网站填写报名表，上传身份证件、学历证明、从业证明和近期证件照，报考高级录音师的还需上传代表作品及制作说明；</li><li><strong>资格审核：</strong>职业评价部在报名截止后十个工作日内完成审核，结果以短信和站内消息通知；</li><li><strong>缴费与准考：</strong>审核通过后在线缴纳评价费用，考前一周下载打印准考证；</li><li><strong>参加考核：</strong>理论考试为闭卷机考，满分100分，60分及格；实操考核在标准化控制室进行，监听音箱统一用-20 dBFS粉红噪声校准至聆听位79 dB SPL（C计权）；</li><li><strong>领取证书：</strong>成绩公布后二十个工作日内核发电子证书，纸质证书可选择邮寄或现场领取。</li></ol><p>理论与实操均合格方可取得证书，单项合格成绩保留至下一次评价。对成绩有异议的，可在成绩公布后十个工作日内向职业评价部提出书面复核申请。</p><p>协会个人会员报考享受评价费用八折优惠。考前可自愿参加培训部组织的辅导课程，参加培训不是报考的必要条件。</p>',
    contentEs:
      '<p>The Association holds a professional competence assessment every spring and every autumn. Exact registration dates are announced in the “Certificates” section of the Association website. Applicants should follow the steps below.</p><ol><li><strong>Choose your level and field:</strong> check your years of experience and existing certificates against the eligibility requirements, then select the level and field you will apply for;</li><li><strong>Register online:</strong> sign in to the Association website, complete the application form and upload your ID, proof of education, proof of employment and a recent photo; applicants for Senior Recording Engineer must also upload representative works with production notes;</li><li><strong>Eligibility review:</strong> the Professional Assessment Department completes its review within ten working days after registration closes and notifies applicants by text message and on-site message;</li><li><strong>Payment and admission:</strong> once approved, pay the assessment fee online and download and print your admission ticket one week before the assessment;</li><li><strong>Take the assessment:</strong> the theory examination is a closed-book computer test marked out of 100, with a pass mark of 60; the practical assessment takes place in a standardized control room, where every monitor is calibrated with -20 dBFS pink noise to 79 dB SPL (C-weighted) at the listening position;</li><li><strong>Receive your certificate:</strong> an electronic certificate is issued within twenty working days after results are published, and the printed certificate can be posted to you or collected in person.</li></ol><p>Candidates must pass both the theory examination and the practical assessment to obtain the certificate; a pass in one part is carried over to the next assessment. Anyone who disputes a result may submit a written request for review to the Professional Assessment Department within ten working days after results are published.</p><p>Individual members of the Association receive a 20% discount on the assessment fee. Candidates may choose to attend preparation courses run by the Training Department, but training is not a requirement for applying.</p>',
    author: '职业评价部',
    source: '录音师协会',
    publishTime: '2026-05-19 14:50:00',
  },
  {
    typeId: 102,
    articleName: '证书查询与真伪验证',
    articleEsName: 'How to Verify a Certificate',
    summary: '用人单位和持证人可通过网站查询、扫码核验或书面核验三种方式，确认证书的真实性、级别、方向及当前状态。',
    content:
      '<p>为维护证书的公信力，协会为所有已颁发的职业能力证书提供免费查询与核验服务。用人单位在招聘、项目投标或岗位聘任时，可随时核实证书信息。</p><h3>核验方式</h3><ul><li><strong>网站查询：</strong>在协会网站“证书查询”页面输入证书编号和持证人姓名，即可查看级别、专业方向、发证日期、有效期和当前状态；</li><li><strong>扫码核验：</strong>用手机扫描证书右下角的防伪二维码，页面将显示持证人照片及证书信息，请确认打开的是协会官方网站；</li><li><strong>书面核验：</strong>需要正式核验函的，可将单位公函和证书复印件寄送协会职业评价部，协会在十个工作日内出具书面回函。</li></ul><p>证书编号由字母前缀AEA、发证年份、级别代码和五位顺序号组成，例如AEA-2026-2-01873，其中级别代码1至4依次对应助理录音师、录音师、高级录音师和主任录音师。查询结果中的证书状态分为“有效”“已过期”“已暂停”和“已注销”四种。</p><p>如发现伪造、变造或冒用他人证书的情况，请通过电子邮箱office@audio-engineers.org.cn或电话010-6000-0000向协会举报。经查实的，协会将注销相关证书并予以公告，涉嫌违法的移交有关部门处理。</p>',
    contentEs:
      '<p>To safeguard the credibility of its certificates, the Association offers a free lookup and verification service for every professional certificate it has issued. Employers can check certificate details at any time during recruitment, project tendering or job appointments.</p><h3>Ways to Verify</h3><ul><li><strong>Online lookup:</strong> enter the certificate number and the holder’s name on the “Certificate Lookup” page of the Association website to see the level, field, date of issue, expiry date and current status;</li><li><strong>QR code check:</strong> scan the anti-counterfeiting QR code in the lower right corner of the certificate with a phone to display the holder’s photo and certificate details; make sure the page that opens is on the official Association website;</li><li><strong>Written verification:</strong> if you need an official verification letter, send a formal letter from your organization together with a copy of the certificate to the Professional Assessment Department, and the Association will reply in writing within ten working days.</li></ul><p>A certificate number consists of the prefix AEA, the year of issue, a level code and a five-digit serial number, for example AEA-2026-2-01873. Level codes 1 to 4 stand for Assistant Recording Engineer, Recording Engineer, Senior Recording Engineer and Chief Recording Engineer respectively. The status shown in lookup results is one of “Valid”, “Expired”, “Suspended” or “Revoked”.</p><p>If you come across a forged, altered or misused certificate, please report it to the Association by email at office@audio-engineers.org.cn or by phone on 010-6000-0000. Where a report is confirmed, the Association will revoke the certificate and announce it publicly, and suspected illegal acts will be referred to the relevant authorities.</p>',
    author: '职业评价部',
    source: '录音师协会',
    publishTime: '2026-06-02 11:20:00',
    cover: '/covers/certificate.svg',
  },
  {
    typeId: 102,
    articleName: '证书续期与继续教育规定',
    articleEsName: 'Certificate Renewal and Continuing Education',
    summary: '职业能力证书有效期为三年，持证人在有效期内完成规定的继续教育学时并提交续期申请后，方可延续证书效力。',
    content:
      '<p>音频技术更新很快，从网络音频传输到沉浸式声音制作，新的工具与规范不断出现。为此，协会对职业能力证书实行有效期管理：证书有效期为三年，持证人通过继续教育保持专业能力后方可续期。</p><h3>继续教育要求</h3><ul><li>每个有效期内累计完成不少于90学时，每年不少于20学时；</li><li>其中职业道德、著作权保护与听力保护等内容不少于6学时；</li><li>参加协会培训课程、在线课程、技术论坛和年会，按实际时长计入学时；</li><li>发表专业论文、担任培训讲师或参与行业技术规范起草，可按规定折算学时，每项最高计30学时。</li></ul><h3>续期办理</h3><p>持证人应在证书到期前三个月内登录协会网站提交续期申请，系统将自动汇总已登记的学时记录，在协会以外参加的学习须上传证明材料。审核通过后，证书有效期顺延三年，原证书编号保持不变。</p><p>证书到期未续期的，状态变更为“已过期”；过期一年内补齐学时的可申请恢复，超过一年的须重新参加相应级别的评价。因重大疾病等特殊情况无法按期完成学时的，可书面申请延期办理。</p>',
    contentEs:
      '<p>Audio technology moves fast: from networked audio transport to immersive sound production, new tools and specifications keep appearing. The Association therefore manages its professional certificates with a fixed period of validity. Each certificate is valid for three years and can be renewed only after the holder has maintained their competence through continuing education.</p><h3>Continuing Education Requirements</h3><ul><li>At least 90 hours in total during each validity period, and at least 20 hours in each year;</li><li>At least 6 of those hours must cover professional ethics, copyright protection, hearing protection or similar topics;</li><li>Association training courses, online courses, technical forums and annual meetings count towards the total according to their actual duration;</li><li>Publishing professional papers, teaching as a trainer or helping to draft industry technical guidelines may be converted into hours under the rules, up to 30 hours per item.</li></ul><h3>How to Renew</h3><p>Holders should submit a renewal application on the Association website within the three months before their certificate expires. The system automatically totals the hours already on record; proof must be uploaded for any learning completed outside the Association. Once the application is approved, the certificate is extended for another three years and keeps its original number.</p><p>A certificate that is not renewed by its expiry date changes to “Expired” status. Holders who make up the missing hours within one year of expiry may apply to have it restored; after more than one year, they must take the assessment for the relevant level again. Holders who cannot complete their hours on time because of serious illness or other special circumstances may apply in writing for an extension.</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-06-22 15:35:00',
    cover: '/covers/training.svg',
  },
];

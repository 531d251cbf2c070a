import type { DemoArticle } from './types';

export const articles86: DemoArticle[] = [
  {
    typeId: 86,
    articleName: '协会简介',
    articleEsName: 'About the Association',
    summary: '录音师协会是由录音、混音、母带、扩声及声音后期从业者自愿组成的全国性专业社团，致力于技术交流、人才培养与行业自律。',
    content:
      '<p>录音师协会成立于2008年，总部设在北京，是由从事音乐录音、混音、母带处理、现场扩声、影视与游戏声音后期以及广播电视音频工作的专业人员和相关单位自愿组成的全国性、专业性、非营利性社会团体。目前协会拥有个人会员六千余名、单位会员三百余家，会员遍及全国各省、自治区和直辖市。</p><p>协会以“以声立业、以技服人”为宗旨，围绕技术交流、人才培养、职业评价和行业自律四个方面开展工作。协会每年举办年会和多场专题技术论坛，组织录音棚声学、沉浸式声音制作、节目响度控制等方面的课题研究，并向会员开放技术资料库和在线学习平台。</p><h3>主要业务</h3><ul><li>组织录音师职业能力评价，颁发职业能力证书；</li><li>开展继续教育与专业培训，编写培训教材；</li><li>参与起草行业技术规范，推广基于ITU-R BS.1770的节目响度测量与控制方法；</li><li>维护会员合法权益，倡导尊重署名权与著作权。</li></ul><p>协会坚持开放办会，与高校、科研机构、设备厂商及国内外同行组织保持广泛合作。我们欢迎每一位热爱声音、追求专业的从业者加入，共同推动我国录音行业高质量发展。</p>',
    contentEs:
      '<p>Founded in 2008 and headquartered in Beijing, the Audio Engineers Association is a national, professional, non-profit society formed voluntarily by professionals and organizations working in music recording, mixing, mastering, live sound reinforcement, sound post-production for film, television and games, and broadcast audio. The Association currently has more than 6,000 individual members and over 300 corporate members in every province, autonomous region and municipality of China.</p><p>Guided by its motto “building careers on sound, serving people with skill”, the Association works in four areas: technical exchange, talent development, professional assessment and industry self-regulation. Every year it holds an annual meeting and a series of specialist technical forums, organizes research on studio acoustics, immersive sound production and programme loudness control, and gives members access to its technical library and online learning platform.</p><h3>Core Activities</h3><ul><li>Organizing professional competence assessment for recording engineers and issuing professional certificates;</li><li>Providing continuing education and professional training, and developing training materials;</li><li>Taking part in drafting industry technical guidelines and promoting programme loudness measurement and control based on ITU-R BS.1770;</li><li>Protecting the lawful rights and interests of members and advocating respect for credits and copyright.</li></ul><p>The Association is committed to openness and maintains broad cooperation with universities, research institutes, equipment manufacturers and peer organizations in China and abroad. We welcome every professional who loves sound and strives for excellence to join us in driving the high-quality development of the recording industry in China.</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-03-03 09:10:00',
    cover: '/covers/studio.svg',
  },
  {
    typeId: 86,
    articleName: '协会章程（摘要）',
    articleEsName: 'Articles of Association (Summary)',
    summary: '本文摘录协会章程的主要条款，涵盖协会性质与宗旨、会员权利与义务、组织机构设置及经费管理等内容。',
    content:
      '<p>《录音师协会章程》经会员代表大会审议通过，是协会开展各项活动的基本准则。以下为章程主要条款摘要，完整文本可在会员登录后于会员专区下载。</p><h3>总则</h3><p>协会是由音频技术从业人员和相关单位自愿结成的全国性、行业性、非营利性社会组织，遵守国家法律法规，恪守社会公德和职业道德。协会的宗旨是团结全国录音工作者，提升专业技术水平，规范职业行为，促进行业健康发展。</p><h3>会员的权利与义务</h3><ul><li>会员享有选举权、被选举权和表决权，可参加协会组织的活动并优先获得协会服务；</li><li>会员有权对协会工作提出批评建议并实施监督，入会自愿，退会自由；</li><li>会员应遵守协会章程和《录音师职业道德准则》，执行协会决议，按规定缴纳会费；</li><li>会员连续两年不缴纳会费或不参加协会活动的，视为自动退会。</li></ul><h3>组织与经费</h3><p>会员代表大会是协会的最高权力机构，每届任期五年；理事会是会员代表大会的执行机构，在闭会期间领导协会开展日常工作；监事会对理事会和秘书处的工作进行监督。协会经费来源于会费、捐赠、政府购买服务收入以及在业务范围内开展活动和服务的收入，全部用于章程规定的业务范围和事业发展，不在会员中分配。</p>',
    contentEs:
      '<p>The Articles of Association of the Audio Engineers Association were adopted by the Members’ Congress and form the basic rules for all of the Association’s activities. The following is a summary of the main provisions; members can download the full text from the members-only area after signing in.</p><h3>General Provisions</h3><p>The Association is a national, industry-wide, non-profit organization formed voluntarily by audio professionals and related organizations. It abides by the laws and regulations of the State and upholds public morality and professional ethics. Its purpose is to unite recording professionals across China, raise technical standards, regulate professional conduct and promote the healthy development of the industry.</p><h3>Rights and Obligations of Members</h3><ul><li>Members have the right to vote, to stand for election and to take part in resolutions, may participate in Association activities and enjoy priority access to its services;</li><li>Members may criticize, make suggestions about and supervise the work of the Association; membership is voluntary and members are free to withdraw;</li><li>Members shall observe the Articles of Association and the Code of Professional Ethics for Recording Engineers, carry out the resolutions of the Association and pay membership fees as required;</li><li>A member who fails to pay fees or take part in Association activities for two consecutive years is deemed to have withdrawn.</li></ul><h3>Organization and Funding</h3><p>The Members’ Congress is the highest authority of the Association, with a term of five years. The Council is the executive body of the Congress and leads the day-to-day work of the Association between sessions. The Board of Supervisors oversees the work of the Council and the Secretariat. The Association is funded by membership fees, donations, government service contracts and income from activities and services within its approved scope. All funds are used for the purposes and development set out in the Articles and are not distributed among members.</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-03-10 10:20:00',
  },
  {
    typeId: 86,
    articleName: '组织机构',
    articleEsName: 'Organizational Structure',
    summary: '协会实行会员代表大会领导下的理事会负责制，下设监事会、秘书处、技术委员会及各专业委员会，分工明确、协同运行。',
    content:
      '<p>协会依据章程建立了权责清晰、运行规范的治理结构。会员代表大会是最高权力机构，负责修改章程、选举理事和监事、审议工作报告和财务报告。理事会在会员代表大会闭会期间执行其决议，现有理事五十一名，其中会长一名、副会长七名、秘书长一名；常务理事会由十七名常务理事组成，每半年至少召开一次会议。监事会由五名监事组成，负责监督协会财务和章程执行情况。</p><h3>秘书处与技术委员会</h3><p>秘书处是协会的常设办事机构，在秘书长领导下处理日常事务，下设综合办公室、会员部、培训部、职业评价部和宣传信息部。技术委员会由各专业委员会推荐的资深专家组成，负责技术规范研究、白皮书编写以及职业能力评价大纲的审定。</p><h3>专业委员会与工作委员会</h3><ul><li>音乐录音专业委员会</li><li>影视声音专业委员会</li><li>现场扩声专业委员会</li><li>广播电视音频专业委员会</li><li>声学技术专业委员会</li><li>游戏与交互音频专业委员会</li><li>青年工作委员会</li></ul><p>各委员会定期组织技术沙龙、作品观摩和现场考察，是会员参与协会工作、交流专业经验的主要平台。会员可根据本人专业方向申请加入一至两个委员会。</p>',
    contentEs:
      '<p>In accordance with its Articles of Association, the Association has established a governance structure with clear responsibilities and well-defined procedures. The Members’ Congress is the highest authority: it amends the Articles, elects council members and supervisors, and reviews the work report and financial report. Between sessions the Council carries out the resolutions of the Congress. It currently has 51 members, including one President, seven Vice Presidents and one Secretary-General. The Standing Council consists of 17 standing council members and meets at least once every six months. The Board of Supervisors has five members and oversees the finances of the Association and the implementation of its Articles.</p><h3>Secretariat and Technical Committee</h3><p>The Secretariat is the permanent administrative body of the Association and handles day-to-day affairs under the leadership of the Secretary-General. It comprises the General Office, the Membership Department, the Training Department, the Professional Assessment Department and the Communications Department. The Technical Committee is made up of senior experts nominated by the specialist committees and is responsible for research on technical guidelines, the preparation of white papers and the approval of the professional assessment syllabus.</p><h3>Specialist and Working Committees</h3><ul><li>Music Recording Committee</li><li>Film and Television Sound Committee</li><li>Live Sound Committee</li><li>Broadcast Audio Committee</li><li>Acoustics Committee</li><li>Game and Interactive Audio Committee</li><li>Young Members Committee</li></ul><p>The committees regularly organize technical salons, listening sessions and site visits, and are the main way for members to take part in the work of the Association and share professional experience. Members may apply to join one or two committees according to their field.</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-03-17 14:05:00',
    cover: '/covers/meeting.svg',
  },
  {
    typeId: 86,
    articleName: '发展历程',
    articleEsName: 'Our History',
    summary: '从2008年在北京成立至今，协会在专业委员会建设、职业评价、人才培养与会员服务等方面不断发展壮大。',
    content:
      '<p>十八年来，协会伴随我国录音行业从模拟到数字、从立体声到沉浸式声音的变革一路成长。以下是协会发展中的部分重要节点。</p><ul><li><strong>2008年：</strong>协会在北京成立，召开第一次会员代表大会，首批会员四百余人；</li><li><strong>2011年：</strong>成立音乐录音、影视声音和现场扩声三个专业委员会；</li><li><strong>2013年：</strong>发布《录音师职业道德准则》，启动首批职业能力评价；</li><li><strong>2015年：</strong>协会培训中心建成，配备按ITU-R BS.1116建议设计的听音室；</li><li><strong>2018年：</strong>成立广播电视音频与声学技术两个专业委员会；</li><li><strong>2020年：</strong>在线学习平台上线，职业能力证书实现网上查询；</li><li><strong>2023年：</strong>召开第四次会员代表大会，成立游戏与交互音频专业委员会和青年工作委员会；</li><li><strong>2025年：</strong>会员总数突破六千人，启动青年会员导师计划。</li></ul><p>截至2025年底，协会累计组织职业能力评价二十余次，一万二千余人取得职业能力证书；举办各类培训班三百余期，培训学员超过两万人次。</p><p>回顾来路，协会的每一步都离不开会员的支持与参与。面向未来，协会将围绕沉浸式音频、网络音频传输和智能辅助制作等新课题开展研究，不断完善职业评价体系，为录音工作者搭建更好的成长平台。</p>',
    contentEs:
      '<p>Over the past eighteen years, the Association has grown alongside the recording industry in China as it moved from analogue to digital and from stereo to immersive sound. Below are some of the milestones in its development.</p><ul><li><strong>2008:</strong> The Association was founded in Beijing and held its first Members’ Congress, with more than 400 founding members;</li><li><strong>2011:</strong> The Music Recording, Film and Television Sound, and Live Sound committees were established;</li><li><strong>2013:</strong> The Code of Professional Ethics for Recording Engineers was published and the first professional competence assessment was held;</li><li><strong>2015:</strong> The Association training centre was completed, with a listening room designed according to Recommendation ITU-R BS.1116;</li><li><strong>2018:</strong> The Broadcast Audio and Acoustics committees were established;</li><li><strong>2020:</strong> The online learning platform was launched and professional certificates became verifiable online;</li><li><strong>2023:</strong> The fourth Members’ Congress was held, and the Game and Interactive Audio Committee and the Young Members Committee were established;</li><li><strong>2025:</strong> Membership passed 6,000 and the Young Members Mentoring Programme was launched.</li></ul><p>By the end of 2025, the Association had held more than twenty rounds of professional competence assessment, and over 12,000 people had obtained its professional certificate. It had also run more than 300 training courses, with over 20,000 trainee attendances.</p><p>Every step the Association has taken has depended on the support and participation of its members. Looking ahead, it will carry out research on new topics such as immersive audio, networked audio transport and intelligent production tools, keep improving its professional assessment system, and build a better platform for the growth of recording professionals.</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-04-09 10:35:00',
    cover: '/covers/waveform.svg',
  },
  {
    typeId: 86,
    articleName: '联系我们',
    articleEsName: 'Contact Us',
    summary: '协会办公地址、联系电话、电子邮箱与办公时间一览，方便会员和社会各界咨询入会、培训报名及证书业务。',
    content:
      '<p>欢迎会员、用人单位和社会各界与协会联系。咨询会员入会、培训报名、职业能力证书申请与查询等事务，可通过以下方式与协会秘书处取得联系。</p><h3>联系方式</h3><ul><li>办公地址：北京市朝阳区声谷路8号音频大厦5层</li><li>联系电话：010-6000-0000</li><li>电子邮箱：office@audio-engineers.org.cn</li><li>办公时间：周一至周五 9:00—12:00、13:30—17:30（法定节假日除外）</li></ul><p>来访办理会员或证书业务，请提前一个工作日通过电话或电子邮件预约，并携带本人有效身份证件。大厦地下停车位有限，建议乘坐公共交通前往。</p><p>通过电子邮件咨询时，请在邮件标题中注明事项类别，如“会员入会”“培训报名”“证书查询”，并在正文中留下姓名和联系电话，秘书处一般在三个工作日内回复。需要出具证书核验函的单位，请将公函寄送至上述办公地址，并在信封上注明“证书核验”。对协会工作的意见和建议，也欢迎通过上述邮箱反馈。</p>',
    contentEs:
      '<p>Members, employers and the public are welcome to contact the Association. For enquiries about membership, training registration, or applying for and verifying professional certificates, please reach the Association Secretariat through the channels below.</p><h3>Contact Details</h3><ul><li>Address: 5th Floor, Audio Building, No. 8 Shenggu Road, Chaoyang District, Beijing</li><li>Telephone: 010-6000-0000</li><li>Email: office@audio-engineers.org.cn</li><li>Office hours: Monday to Friday, 9:00–12:00 and 13:30–17:30 (closed on public holidays)</li></ul><p>If you plan to visit us to handle membership or certificate matters, please make an appointment by phone or email at least one working day in advance and bring a valid personal ID. Parking in the basement of the building is limited, so we recommend taking public transport.</p><p>When writing to us by email, please state the type of enquiry in the subject line, such as “Membership”, “Training Registration” or “Certificate Verification”, and include your name and phone number in the message. The Secretariat usually replies within three working days. Organizations that need an official certificate verification letter should send their formal request to the address above, marking the envelope “Certificate Verification”. Comments and suggestions on the work of the Association are also welcome at the email address above.</p>',
    author: '协会秘书处',
    source: '录音师协会',
    publishTime: '2026-03-04 16:25:00',
  },
];

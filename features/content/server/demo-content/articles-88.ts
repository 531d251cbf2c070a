import type { DemoArticle } from './types';

export const articles88: DemoArticle[] = [
  {
    typeId: 88,
    articleName: 'Pro Tools操作实务：从工程建立到混音导出',
    articleEsName: 'Pro Tools in Practice: From Session Setup to Mix Export',
    summary: '本课程面向初中级录音师，系统讲解Pro Tools工程设置、编辑模式、混音自动化与导出归档流程，共24课时。',
    content:
      '<p>Pro Tools是国内外录音棚与后期制作机构最常用的数字音频工作站之一。本课程共24课时，面向已有基础录音经验、希望规范工作流程的初中级录音师，以一首完整歌曲的多轨工程为贯穿案例，讲解从建立工程到交付成品的各个环节。</p><h3>主要内容</h3><ol><li>工程设置：采样率与位深的选择（常用48 kHz/24-bit），播放引擎与硬件缓冲区设置，I/O配置与轨道命名规范</li><li>编辑：Shuffle、Slip、Spot、Grid四种编辑模式，播放列表与多遍录音的拼接（comping），淡入淡出与交叉渐变</li><li>混音：轨道分组、辅助输入轨与总线路由、插件延迟补偿，以及Read、Touch、Latch、Write等自动化模式的区别</li><li>导出与归档：离线与实时导出、分轨（stems）交付、工程文件的整理与备份</li></ol><p>课程采用讲解、演示与上机练习相结合的方式，每位学员配备一台安装Pro Tools的工作站和一副监听耳机。结课时，学员需在规定时间内独立完成一段多轨素材的编辑与混音，并导出符合要求的文件，考核合格者获颁协会培训结业证书。</p>',
    contentEs:
      "<p>Pro Tools is one of the most widely used digital audio workstations in recording studios and post-production facilities in China and abroad. This 24-hour course is aimed at beginner and intermediate engineers who already have some recording experience and want to put their workflow on a professional footing. Using the multitrack session of a complete song as a running example, it covers every stage from creating a session to delivering the finished product.</p><h3>Main Topics</h3><ol><li>Session setup: choosing sample rate and bit depth (typically 48 kHz/24-bit), Playback Engine and hardware buffer settings, I/O setup and track naming conventions</li><li>Editing: the four edit modes Shuffle, Slip, Spot and Grid, playlists and comping from multiple takes, fades and crossfades</li><li>Mixing: track groups, aux input tracks and bus routing, plug-in delay compensation, and the differences between the Read, Touch, Latch and Write automation modes</li><li>Export and archiving: offline and real-time bouncing, stem delivery, and organising and backing up session files</li></ol><p>The course combines explanation, demonstration and hands-on practice, with each participant working at a Pro Tools workstation with a pair of monitoring headphones. For the final assessment, participants must edit and mix a piece of multitrack material on their own within a set time and export files that meet the given specifications. Those who pass receive the Association's certificate of completion.</p>",
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-04-10 10:00:00',
    cover: '/covers/studio.svg',
  },
  {
    typeId: 88,
    articleName: '现场扩声基础：系统搭建、增益结构与啸叫控制',
    articleEsName: 'Live Sound Basics: System Setup, Gain Structure and Feedback Control',
    summary: '课程面向刚入行的现场扩声从业者，讲解扩声系统组成、增益结构设置、话筒选用、返送监听与啸叫抑制等基础知识。',
    content:
      '<p>现场扩声要求录音师在有限时间内完成系统搭建与调试，并在演出过程中稳妥应对各种突发情况。本课程共20课时，其中实操课时不少于一半，适合刚进入演出、会议扩声领域的从业者，以及希望拓展现场技能的录音棚工程师。</p><h3>课程内容</h3><ul><li>系统组成：话筒、调音台、处理器、功放与音箱之间的信号流程，线阵列与超低音箱的摆放原则</li><li>增益结构：从话筒前级增益开始逐级设置电平，在保证足够动态余量的同时降低本底噪声</li><li>话筒选用：动圈与电容话筒的特点，心形与超心形指向性在舞台上的应用，以及多支话筒拾音的“3:1原则”</li><li>返送与啸叫：将返送音箱置于话筒灵敏度最低的方向（心形为正后方，超心形约为两侧后方125°），并借助均衡器识别和衰减啸叫频点</li></ul><p>实操部分在协会培训中心的小型演出厅进行。学员分组完成一场小型乐队演出的扩声任务，从接线、编写话筒分配表、试音到正式演出混音全程参与，并使用测量软件对主扩系统与超低音进行相位与延时对齐。</p>',
    contentEs:
      '<p>Live sound requires engineers to set up and tune a system in limited time and to handle whatever goes wrong during the show calmly and reliably. This 20-hour course, at least half of which is hands-on, suits newcomers to concert and conference sound reinforcement, as well as studio engineers who want to broaden their live skills.</p><h3>Course Content</h3><ul><li>System components: the signal flow between microphones, mixing console, processors, amplifiers and loudspeakers, and the principles for placing line arrays and subwoofers</li><li>Gain structure: setting levels stage by stage, starting from microphone preamp gain, to keep enough headroom while lowering the noise floor</li><li>Microphone choice: the characteristics of dynamic and condenser microphones, the use of cardioid and supercardioid patterns on stage, and the 3:1 rule for multi-microphone pickup</li><li>Monitors and feedback: placing wedges in the direction where the microphone is least sensitive (directly behind for a cardioid, about 125° to either side at the rear for a supercardioid), and using EQ to identify and cut feedback frequencies</li></ul><p>The practical sessions take place in the small performance hall of the Association Training Centre. Working in groups, participants provide sound for a small band concert, taking part in every step from cabling, writing the input list and sound check to mixing the actual show, and use measurement software to align the phase and delay of the main system and subwoofers.</p>',
    author: '吴振宇',
    source: '协会培训部',
    publishTime: '2026-05-18 09:30:00',
    cover: '/covers/console.svg',
  },
  {
    typeId: 88,
    articleName: '沉浸式音频混音：Dolby Atmos音乐制作实训',
    summary: '课程围绕Dolby Atmos音乐混音展开，讲解声床与对象的运用、监听校准、双耳渲染检查及ADM主文件交付。',
    content:
      '<p>随着主流流媒体平台陆续支持空间音频，沉浸式音乐混音已成为录音师的一项重要技能。本课程共16课时，要求学员具备扎实的立体声混音基础，全部课程在配备7.1.4监听系统的实训录音棚内进行。</p><h3>课程内容</h3><ul><li>基本概念：声床（Bed）与对象（Object）的区别，7.1.2声床加最多118个对象的分配思路</li><li>监听校准：各声道声压级与延时校准、低频管理设置，以及在较小房间内适当降低参考监听电平的做法</li><li>混音技巧：人声与主奏乐器的定位、顶部声道的使用分寸，立体声折叠缩混与双耳渲染的兼容性检查</li><li>交付规范：整体响度控制在-18 LKFS、真峰值不超过-1 dBTP，导出ADM BWF主文件</li></ul><p>课程最后一天，每位学员需将一首已有的立体声混音改编为Atmos混音，由讲师在监听棚中逐一回放点评，并同时检查双耳版本的听感。完成作业并通过点评者，可获得协会培训结业证书。</p>',
    author: '林思远',
    source: '协会技术委员会',
    publishTime: '2026-06-22 14:00:00',
    cover: '/covers/headphones.svg',
  },
  {
    typeId: 88,
    articleName: '广播电视音频技术：播出链路与响度管理',
    summary: '课程讲解广播电视节目音频的制作与播出链路，涵盖音频嵌入、网络音频、响度控制与播出安全保障等内容。',
    content:
      '<p>广播电视音频工作对稳定性与规范性要求极高，任何一个环节的疏忽都可能造成播出事故。本课程共16课时，面向电台、电视台及融媒体中心的音频技术人员，以及有意进入广电领域的录音师。</p><h3>课程内容</h3><ul><li>信号链路：从演播室话筒、调音台到播出系统的完整路径，SDI信号中音频的嵌入与解嵌</li><li>网络音频：AES67与Dante的基本原理，PTP时钟同步与网络规划要点</li><li>响度管理：按照行业标准将电视节目平均响度控制在-24 LKFS，同时关注真峰值与响度范围</li><li>播出安全：主备链路切换、静音检测与应急垫乐设置，直播中电话耦合器与远程连线音频的处理</li></ul><p>课程包含电视演播室现场教学，学员将在讲师指导下完成一档模拟直播节目的音频保障工作，包括嘉宾话筒分配、现场混音与响度实时监测。结课考核采用笔试与实操相结合的方式，合格者获颁协会培训结业证书。</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-08-06 10:30:00',
  },
  {
    typeId: 88,
    articleName: '声学测量实务：房间响应与混响时间的测量分析',
    summary: '课程讲解测量话筒选用、扫频正弦法脉冲响应测量、混响时间与低频模态分析等录音棚常用声学测量方法。',
    content:
      '<p>准确的声学测量是录音棚设计、控制室调校和问题排查的依据。本课程共12课时，面向录音棚技术负责人、声学装修从业者，以及希望了解自己工作空间声学状况的录音师。</p><h3>课程内容</h3><ol><li>测量工具：全指向测量话筒与声卡的校准、声级计的使用、测量软件的基本设置</li><li>脉冲响应：指数扫频正弦（ESS）信号的原理，测量点与声源位置的选择，提高信噪比的方法</li><li>混响时间：参照ISO 3382分析T20、T30，各频带混响时间的合理范围，以及控制室早期反射的评估</li><li>低频问题：房间模态的计算与识别，借助瀑布图判断共振，调整监听音箱与听音位置</li></ol><p>实操环节中，学员分组对培训中心的录音室和控制室分别进行测量，整理数据并撰写简要测量报告，提出吸声、扩散或位置调整等改进建议。讲师将结合各组报告，讲解常见的测量误差与判读误区。</p>',
    author: '郑嘉禾',
    source: '协会技术委员会',
    publishTime: '2026-09-24 15:00:00',
  },
];

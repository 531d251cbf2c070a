import type { DemoArticle } from './types';

export const articles60: DemoArticle[] = [
  {
    typeId: 60,
    articleName: '声音里的三十八年——访电影录音师沈国栋',
    articleEsName: 'Thirty-Eight Years in Sound: An Interview with Film Sound Engineer Shen Guodong',
    summary: '从磁性胶片混录到沉浸式声音终混，资深电影录音师沈国栋讲述三十八年的从业经历，以及他对同期声和培养青年录音师的思考。',
    content:
      '<p>1988年，二十二岁的沈国栋从电影学院录音系毕业，被分配到北方一家电影制片厂。那时厂里仍用35毫米磁性胶片录音，混录时要几个人同时推推子，一处失误就得整本重来。“那时候每一遍混录都像一场演出。”他回忆说。</p><h3>坚持同期声</h3><p>九十年代，不少影片依赖后期配音，沈国栋却坚持能录同期就录同期。他习惯带两支超心形枪式话筒上现场，一支装在吊杆上，一支备用，再给演员佩戴无线领夹话筒作为补充。“同期声里有空间、有呼吸，这是后期很难完全复制的。”</p><h3>拥抱新技术</h3><p>2000年以后，他较早开始使用数字音频工作站和5.1声道混录，近年又参与了多部沉浸式声音影片的终混。在他看来，技术已经换了几代，但核心始终是为叙事服务。</p><blockquote>“声音不是越多越好，该安静的地方要敢于安静。”</blockquote><p>如今沈国栋在协会担任导师，每年带四五名青年录音师。他最常叮嘱的一句话是：上现场之前，先把剧本读三遍。</p>',
    contentEs:
      '<p>In 1988, twenty-two-year-old Shen Guodong graduated from the sound recording department of a film academy and was assigned to a film studio in northern China. The studio still recorded on 35 mm magnetic film, and during a mix several people had to ride the faders at once; a single slip meant starting the whole reel again. “Back then, every mixing pass was like a live performance,” he recalls.</p><h3>Sticking with Production Sound</h3><p>In the 1990s many films relied on post-synchronised dubbing, yet Shen insisted on recording production sound wherever he could. He habitually took two supercardioid shotgun microphones to the set, one on the boom and one as a spare, and put wireless lavalier microphones on the actors as a supplement. “Production sound carries the space and the breathing, and that is very hard to recreate completely in post.”</p><h3>Embracing New Technology</h3><p>After 2000 he was among the first to work with digital audio workstations and 5.1 mixing, and in recent years he has worked on the final mixes of several films in immersive sound. In his view, the technology has gone through several generations, but its core purpose has always been to serve the story.</p><blockquote>“More sound is not always better. Where a scene should be quiet, have the courage to let it be quiet.”</blockquote><p>Today Shen is a mentor at the Association and guides four or five young sound engineers each year. The advice he repeats most often: before you go on set, read the script three times.</p>',
    author: '陈思远',
    source: '录音师协会',
    publishTime: '2026-05-07 10:00:00',
    isTop: true,
    cover: '/covers/microphone.svg',
  },
  {
    typeId: 60,
    articleName: '从录音间到工作站：中国录音棚发展历程回顾',
    articleEsName: 'From Recording Rooms to Workstations: A Look Back at the Development of Recording Studios in China',
    summary: '以时间为线索，概述中国录音棚从早期唱片录音、制片厂与广播录音车间，到多轨模拟、数字化及沉浸式制作的发展历程。',
    content:
      '<p>中国的专业录音可以追溯到二十世纪初上海等地兴起的唱片业。当时的录音多为机械式直刻，演奏者围着一只录音喇叭演唱演奏，声部之间的平衡全靠站位远近来调整。</p><h3>制片厂与广播系统时期</h3><p>二十世纪五十年代以后，电影制片厂、广播电台和唱片社相继建设专业录音车间，配备了可容纳大型乐队的录音棚和专门的混录棚，也培养出第一代专业录音师。磁带录音逐步普及，剪辑和重录变得更加方便，录音质量明显提升。</p><h3>多轨录音与市场化</h3><p>八九十年代，随着流行音乐兴起，多轨模拟磁带录音机和大型调音台进入国内，社会化的商业录音棚在广州、北京、上海等城市陆续出现，分轨录音、叠录和后期混音成为标准流程，录音师的分工也更加细化。</p><h3>数字化与新形态</h3><p>进入二十一世纪，数字音频工作站全面普及，48 kHz/24-bit乃至更高规格成为常态，个人工作室大量涌现。近年来，沉浸式声音、远程协作录音和网络音频传输又为录音棚带来新的形态。设备在不断更新，但对声学环境和专业人员的要求从未降低。</p>',
    contentEs:
      "<p>Professional recording in China can be traced back to the record industry that emerged in Shanghai and other cities in the early twentieth century. Recordings were mostly cut acoustically and directly to disc: the performers sang and played around a single recording horn, and the balance between parts depended entirely on how near or far each of them stood.</p><h3>The Era of Film Studios and Broadcasting</h3><p>From the 1950s onwards, film studios, radio stations and record companies built professional recording facilities one after another, with studios large enough for a full orchestra and dedicated mixing stages, and trained the first generation of professional sound engineers. Magnetic tape gradually became widespread, making editing and re-recording far easier and raising recording quality markedly.</p><h3>Multitrack Recording and the Market</h3><p>In the 1980s and 1990s, with the rise of popular music, multitrack analogue tape machines and large-format consoles arrived in China, and independent commercial studios opened in Guangzhou, Beijing, Shanghai and other cities. Multitrack recording, overdubbing and separate mixing became standard practice, and engineers' roles grew more specialised.</p><h3>Digitisation and New Forms</h3><p>In the twenty-first century digital audio workstations became universal, 48 kHz/24-bit and higher became the norm, and personal studios sprang up in large numbers. In recent years immersive sound, remote collaborative recording and networked audio have given studios new forms once again. The equipment keeps changing, but the demands on acoustic environments and on professional staff have never been lowered.</p>",
    author: '许文涛',
    source: '录音师协会',
    publishTime: '2026-07-02 09:30:00',
    cover: '/covers/studio.svg',
  },
  {
    typeId: 60,
    articleName: '调音台前的她们——女性音频工程师访谈录',
    summary: '走近母带处理、现场扩声和影视声音后期领域的三位女性工程师，听她们讲述入行经历、专业坚持以及行业正在发生的变化。',
    content:
      '<p>在不少人的印象里，录音棚和演出后台是男性主导的地方。但近年来，越来越多的女性进入录音、混音、母带处理和现场扩声领域。协会统计显示，女性会员占比已从2016年的约9%上升到目前的约17%。</p><h3>母带工程师林晓雯</h3><p>林晓雯从事母带处理十一年，工作台上常放着一份各流媒体平台的响度规范。“-14 LUFS只是参考，我更在意动态有没有保住音乐的情绪。”她说，细致和耐心是这个岗位最重要的品质。</p><h3>现场扩声工程师赵敏</h3><p>赵敏常年跟随巡演团队工作，每场演出前要花四五个小时架设系统、测量场地、调整延时和均衡。刚入行时，常有人怀疑她能不能搬得动音箱，她用一场场零事故的演出回应了质疑。</p><h3>让更多人被看见</h3><p>协会今年启动了“她声计划”，通过导师结对、技术沙龙和实习推荐，帮助青年女性从业者成长。正如从事影视声音后期的何佳所说：“声音不分性别，专业才是唯一的标准。”</p>',
    author: '周雨桐',
    source: '录音师协会',
    publishTime: '2026-03-08 10:00:00',
  },
  {
    typeId: 60,
    articleName: '让声音随玩家而动——游戏声音设计的专业实践',
    summary: '游戏声音必须随玩家操作实时变化，本文介绍交互音频设计、音频中间件、自适应音乐与空间音频，以及资源与响度方面的规范。',
    content:
      '<p>与电影声音不同，游戏中的声音必须随玩家的操作实时变化。同样是脚步声，会因地面材质、角色速度和所处空间而呈现数十种变化，这正是交互音频的核心挑战。</p><h3>从素材到系统</h3><p>游戏声音设计师不仅要录制和制作素材，还要设计声音的播放逻辑。借助Wwise、FMOD等音频中间件，设计师可以用随机容器避免重复感，用实时参数把引擎转速与声音音高关联起来，并按距离设置衰减曲线和混响发送量。</p><h3>自适应音乐与空间音频</h3><p>自适应音乐会根据探索、战斗等游戏状态切换段落或叠加分层；空间音频则借助HRTF双耳渲染，让戴耳机的玩家准确判断声源方位，这在竞技类游戏中尤为关键。</p><h3>资源与响度规范</h3><ul><li>移动端要兼顾内存和安装包体积，常用Vorbis、ADPCM等压缩格式；</li><li>限制同时发声数，并为关键提示音设置优先级，避免被环境声淹没；</li><li>整体响度可参考主机平台约-24 LKFS、移动平台约-18 LKFS的目标，始终保证对白清晰。</li></ul>',
    author: '梁浩',
    source: '协会技术委员会',
    publishTime: '2026-09-16 15:00:00',
    cover: '/covers/headphones.svg',
  },
  {
    typeId: 60,
    articleName: '为非遗音乐建一座“声音档案馆”——侗族多声部民歌录音保护纪实',
    summary: '协会技术委员会赴黔东南为侗族歌队录制多声部民歌，本文记录团队的现场拾音方案、元数据规范和长期保存做法。',
    content:
      '<p>今年五月，协会技术委员会组织六名录音师赴黔东南，在三个侗族村寨为当地歌队录制多声部民歌。与录音棚不同，这些歌往往在鼓楼里、火塘边演唱，环境本身就是音乐的一部分。</p><h3>现场录制</h3><p>团队用一对小振膜电容话筒组成ORTF制式拾取整体声像，再以两支全向话筒组成间距式AB记录鼓楼的空间感，并为领唱单独架设一支心形话筒。所有素材以96 kHz/24-bit录制为BWF文件，另用一台录音机同步备份，防止意外丢失。</p><h3>规范归档</h3><ul><li>每条录音都登记曲目名称、演唱者、时间地点和话筒布局等元数据，并同步拍摄照片和视频；</li><li>原始文件不做任何处理，只对访问副本进行降噪和响度统一；</li><li>为每个文件生成校验值，按“三份副本、两种介质、一份异地”的原则，分别存放于磁盘阵列、LTO磁带和合作档案馆。</li></ul><p>项目负责人吴振宇表示，录音只是第一步，更重要的是让传承人能方便地听到、用上这些资料。目前，第一批整理完成的录音已送回村寨，用于歌队的日常教学。</p>',
    author: '技术委员会',
    source: '协会技术委员会',
    publishTime: '2026-06-13 10:30:00',
  },
];

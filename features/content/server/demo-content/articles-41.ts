import type { DemoArticle } from './types';

export const articles41: DemoArticle[] = [
  {
    typeId: 41,
    articleName: '增益结构：让信号链的每一级都工作在合适电平',
    articleEsName: 'Gain Staging: Keeping Every Stage of the Signal Chain at the Right Level',
    summary: '增益结构决定了信号链的噪声与余量，本文介绍模拟与数字参考电平的对应关系，以及录音和混音中设置电平的实用方法。',
    content:
      '<p>增益结构（Gain Staging）是指在信号链的每一个环节合理设置电平，使信号始终远高于本底噪声、又远低于削波点。话筒放大器、调音台通道和数字音频工作站中的插件各有其最佳工作电平，任何一级设置失当，问题都会被带到后面的所有环节。</p><h3>模拟与数字的参考电平</h3><p>专业模拟设备通常以+4 dBu为标称电平，并留有约20 dB的余量。在数字系统中，0 dBFS是绝对上限，常见的校准方式是把-18 dBFS或-20 dBFS对应到模拟的+4 dBu。以48 kHz/24-bit录音时，理论动态范围超过140 dB，即使受转换器性能限制，实际通常也在110 dB以上，因此完全没有必要把电平“推到顶”。</p><h3>实用建议</h3><ul><li>录音时让人声平均电平落在-18 dBFS附近，峰值不超过-6 dBFS；</li><li>插件链中每增加一个处理器，都检查其输入与输出电平是否基本一致；</li><li>推子尽量停在0 dB附近，用剪辑增益或Trim调整素材电平，而不是把推子拉到很低的位置。</li></ul><p>良好的增益结构不会让声音立刻“变好听”，但它保证了后续每一步处理都建立在干净、可控的信号之上。</p>',
    contentEs:
      '<p>Gain staging means setting a sensible level at every point in the signal chain so that the signal always stays well above the noise floor and well below the clipping point. Microphone preamps, console channels and the plugins in a digital audio workstation each have their own optimal operating level, and a mistake at any one stage is carried into every stage that follows.</p><h3>Analog and Digital Reference Levels</h3><p>Professional analog equipment usually uses +4 dBu as its nominal level, with about 20 dB of headroom. In a digital system, 0 dBFS is the absolute ceiling, and a common calibration maps -18 dBFS or -20 dBFS to +4 dBu analog. When recording at 48 kHz/24-bit, the theoretical dynamic range exceeds 140 dB, and even allowing for the limits of real converters it is usually above 110 dB in practice, so there is no need at all to push levels "to the top".</p><h3>Practical Tips</h3><ul><li>When recording, keep the average vocal level around -18 dBFS, with peaks no higher than -6 dBFS;</li><li>Each time you add a processor to a plugin chain, check that its input and output levels are roughly the same;</li><li>Keep faders near 0 dB and adjust source levels with clip gain or trim, rather than pulling the fader far down.</li></ul><p>Good gain staging will not instantly make a recording "sound better", but it ensures that every later processing step is built on a clean, controllable signal.</p>',
    author: '技术委员会',
    source: '协会技术委员会',
    publishTime: '2026-03-12 10:00:00',
    cover: '/covers/console.svg',
  },
  {
    typeId: 41,
    articleName: '读懂话筒指向性：从全指向到8字形',
    articleEsName: 'Understanding Microphone Polar Patterns: From Omni to Figure-8',
    summary: '指向性决定话筒“听”向哪里、忽略哪里，本文梳理常见指向性的特点、近讲效应及在舞台和录音棚中的摆放思路。',
    content:
      '<p>话筒的指向性描述了它对来自不同方向的声音的灵敏度。理解指向性，是选择话筒、摆放话筒和控制串音的基础。</p><h3>常见指向性</h3><ul><li><strong>全指向</strong>：各方向灵敏度基本一致，没有近讲效应，低频延伸好，适合收录房间声或在声学条件良好的场合使用；</li><li><strong>心形</strong>：正面最灵敏，正后方（180°）抑制最强，侧面（90°）约衰减6 dB，是舞台和录音棚中最常用的指向；</li><li><strong>超心形与锐心形</strong>：正面拾音角更窄，侧向抑制更好，零点分别位于约126°和110°，但正后方存在一个较小的后瓣；</li><li><strong>8字形</strong>：前后灵敏度相等、极性相反，90°方向为很深的零点，常用于Blumlein制式和M/S制式。</li></ul><p>需要注意，心形、8字形等压力梯度式话筒存在近讲效应：声源越近，低频提升越明显，距离在5厘米以内时，100 Hz附近的提升可能超过10 dB。此外，多数话筒的指向性会随频率变化，高频往往更窄、低频更接近全指向，因此离轴声音的音色同样值得关注。</p><p>实际工作中，应先确定需要抑制的声源在哪里，再把话筒的零点对准它。例如在舞台上把心形话筒的尾部对准地面返听音箱；使用超心形话筒时，则把返听音箱摆在话筒轴线两侧约120°的方向。</p>',
    contentEs:
      "<p>A microphone's polar pattern describes its sensitivity to sound arriving from different directions. Understanding polar patterns is the foundation for choosing microphones, placing them and controlling bleed.</p><h3>Common Polar Patterns</h3><ul><li><strong>Omnidirectional</strong>: roughly equal sensitivity in all directions, no proximity effect and good low-frequency extension; well suited to capturing room sound or to use in acoustically good spaces;</li><li><strong>Cardioid</strong>: most sensitive at the front, with the strongest rejection directly behind (180°) and about 6 dB of attenuation at the sides (90°); the most widely used pattern on stage and in the studio;</li><li><strong>Supercardioid and hypercardioid</strong>: a narrower front pickup angle and better side rejection, with nulls at about 126° and 110° respectively, but a small rear lobe directly behind;</li><li><strong>Figure-8</strong>: equal sensitivity front and back with opposite polarity, and a very deep null at 90°; commonly used for Blumlein and M/S techniques.</li></ul><p>Note that pressure-gradient microphones such as cardioids and figure-8s exhibit proximity effect: the closer the source, the greater the low-frequency boost, and within 5 cm the boost around 100 Hz can exceed 10 dB. In addition, the pattern of most microphones varies with frequency, usually becoming narrower at high frequencies and closer to omnidirectional at low frequencies, so the tonal quality of off-axis sound also deserves attention.</p><p>In practice, first identify where the source you want to reject is, then aim the microphone's null at it. On stage, for example, point the back of a cardioid microphone at the floor wedge; with a supercardioid, place the wedges at about 120° on either side of the microphone's axis.</p>",
    author: '陈立明',
    source: '协会培训部',
    publishTime: '2026-04-18 14:30:00',
    isTop: true,
    cover: '/covers/microphone.svg',
  },
  {
    typeId: 41,
    articleName: '小型控制室声学处理的正确顺序',
    summary: '声学处理的目标是平衡而非消灭反射，本文介绍驻波估算、测量方法，以及摆位、低频陷阱、反射点处理和扩散的顺序。',
    content:
      '<p>家庭工作室和小型控制室最常见的问题，往往不是设备不够好，而是房间本身在“改写”声音。小房间的低频驻波、早期反射和颤动回声，会让监听判断出现严重偏差。</p><h3>先测量，再处理</h3><p>建议使用测量话筒和REW等免费软件，在聆听位置测量频率响应和混响时间。小型控制室的RT60通常以0.2至0.4秒为宜。轴向驻波的最低频率可由公式f = 343 / (2 × L)估算，例如房间长4.3米，第一个轴向模式约在40 Hz。</p><h3>处理顺序</h3><ol><li><strong>摆位</strong>：监听音箱与聆听位置呈等边三角形，聆听位置避开房间长度的正中点，通常放在距前墙约38%处；</li><li><strong>低频陷阱</strong>：在墙角放置厚度不少于10厘米、最好在15厘米以上的宽频吸声体；</li><li><strong>早期反射点</strong>：用“镜子法”找到侧墙和天花板上的一次反射点，并放置吸声板；</li><li><strong>扩散</strong>：后墙可使用扩散体，在控制反射的同时保留空间感，避免房间过“死”。</li></ol><p>要注意，薄海绵只能吸收中高频，贴满墙面反而会让房间低频浑浊、高频发闷。声学处理的目标是平衡，而不是消灭所有反射。每完成一步都应重新测量，用数据确认改善效果。</p>',
    author: '技术委员会',
    source: '协会技术委员会',
    publishTime: '2026-05-26 09:15:00',
  },
  {
    typeId: 41,
    articleName: '压缩器入门：五个参数与一个原则',
    summary: '压缩器本质上是自动化的电平控制，本文讲解阈值、压缩比、启动与释放时间等参数，并强调响度匹配后再评估效果。',
    content:
      '<p>压缩器是混音中最常用、也最容易被误用的处理器。它的本质是自动化的电平控制：当信号超过设定的阈值时，按一定比例降低增益，从而缩小动态范围。</p><h3>核心参数</h3><ul><li><strong>阈值（Threshold）</strong>：压缩开始工作的电平；</li><li><strong>压缩比（Ratio）</strong>：4:1表示超过阈值的部分每增加4 dB，输出只增加1 dB；</li><li><strong>启动时间（Attack）</strong>：从信号超过阈值到完成增益衰减所需的时间，较慢的启动（如20至30毫秒）会放过瞬态，让鼓更有冲击力；</li><li><strong>释放时间（Release）</strong>：信号回落后增益恢复的时间，过快容易产生失真和“抽吸”感，过慢则会让后续音符被持续压低；</li><li><strong>拐点（Knee）与补偿增益（Make-up Gain）</strong>：软拐点使压缩过渡更自然，补偿增益用于恢复整体电平。</li></ul><h3>练习方法</h3><p>初学者可以从人声开始：压缩比3:1，启动约10毫秒，释放约100毫秒，调整阈值，使增益衰减表在乐句峰值处显示3至6 dB。随后用旁通开关在相同响度下反复对比，判断压缩是让声音更稳定，还是仅仅让它“更响”。</p><blockquote>响度匹配是评估任何动态处理的前提，人耳总会误以为更响的声音更好听。</blockquote>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-07-09 16:00:00',
  },
  {
    typeId: 41,
    articleName: '母带响度目标：LUFS与真峰值怎么定',
    summary: '流媒体普遍采用响度归一化，本文解释综合响度、真峰值和响度范围等指标，并列出主要平台与广播的常见响度目标。',
    content:
      '<p>流媒体平台普遍采用响度归一化，母带的响度目标因此从“越响越好”转向“合适即可”。掌握LUFS与真峰值的概念，已是当下母带工程师的基本功。</p><h3>关键指标</h3><ul><li><strong>综合响度（Integrated Loudness）</strong>：依据ITU-R BS.1770计算的整体平均响度，采用K计权并设有门限，单位为LUFS；</li><li><strong>短期与瞬时响度</strong>：分别以3秒和400毫秒为窗口计算，用于观察段落之间的变化；</li><li><strong>真峰值（dBTP）</strong>：考虑采样点之间的峰值，通过4倍及以上过采样测得；</li><li><strong>响度范围（LRA）</strong>：反映作品的宏观动态，单位为LU。</li></ul><h3>常见目标</h3><p>Spotify、YouTube等平台的参考电平约为-14 LUFS，Apple Music约为-16 LUFS；欧洲广播遵循EBU R128，目标为-23 LUFS，国内电视节目的响度规范目标为-24 LKFS。真峰值一般建议控制在-1 dBTP以内，若母带较响或需要转码为有损格式，可留到-2 dBTP。</p><p>需要强调的是，把作品压到-8 LUFS并不会让它在平台上听起来更响，归一化后反而可能因动态被压扁而显得单薄。建议根据作品风格确定合理响度，再在各平台的归一化条件下试听确认。</p>',
    author: '王思远',
    source: '录音师协会',
    publishTime: '2026-09-03 10:45:00',
    cover: '/covers/waveform.svg',
  },
];

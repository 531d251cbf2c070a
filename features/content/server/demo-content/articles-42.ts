import type { DemoArticle } from './types';

export const articles42: DemoArticle[] = [
  {
    typeId: 42,
    articleName: '在音乐厅录制弦乐四重奏：主话筒与点话筒的平衡',
    articleEsName: 'Recording a String Quartet in a Concert Hall: Balancing Main and Spot Microphones',
    summary: '会员周文涛团队在约600座音乐厅录制弦乐四重奏，本文介绍其话筒方案、混响控制以及点话筒的延时对齐方法。',
    content:
      '<p>今年四月，协会会员、录音师周文涛带领团队在一座约600座的音乐厅，为一支青年弦乐四重奏录制海顿与德彪西的作品。该厅满场混响时间约1.9秒，空场时接近2.3秒，如何在丰满的厅堂声与清晰的声部细节之间取得平衡，是本次录音的核心问题。</p><h3>话筒方案</h3><ul><li>主话筒采用一对小振膜全指向话筒，以约55厘米间距组成AB制式，架设于乐团前方约2.5米、离地约3米处；</li><li>每位演奏者上方约1米处各设一支心形点话筒，仅作少量补充；</li><li>观众席后部约12米处架设一对心形话筒，用于收录厅堂混响。</li></ul><p>全部信号以96 kHz/24-bit录制。为缓解空场混响过长的问题，团队在前几排座椅上铺设了厚绒布，使混响时间降至约2.0秒。</p><h3>后期处理</h3><p>混音以主话筒为主体，点话筒电平比主话筒低约10至12 dB，并根据与主话筒的距离差做了约5至7毫秒的延时对齐，以避免声像前移和梳状滤波。周文涛总结说：“点话筒是调味料，不是主菜，一旦听得出它们的存在，就已经用多了。”</p>',
    contentEs:
      '<p>This April, association member and recording engineer Zhou Wentao led a team into a concert hall of about 600 seats to record works by Haydn and Debussy with a young string quartet. The hall\'s reverberation time is about 1.9 seconds when full and close to 2.3 seconds when empty, so the central challenge of the session was balancing the rich sound of the hall against clear detail in each part.</p><h3>Microphone Setup</h3><ul><li>The main pair was two small-diaphragm omnidirectional microphones in an AB configuration about 55 cm apart, placed about 2.5 m in front of the ensemble and about 3 m above the floor;</li><li>A cardioid spot microphone was placed about 1 m above each player, used only for light reinforcement;</li><li>A pair of cardioid microphones was set up about 12 m back in the audience seating to capture the hall reverberation.</li></ul><p>All signals were recorded at 96 kHz/24-bit. To tame the long reverberation of the empty hall, the team laid heavy velvet over the first few rows of seats, bringing the reverberation time down to about 2.0 seconds.</p><h3>Post-Production</h3><p>The mix was built on the main pair, with the spot microphones about 10 to 12 dB below it and delayed by about 5 to 7 ms according to their distance from the main pair, to avoid pulling the image forward and to prevent comb filtering. As Zhou Wentao put it: "Spot mics are the seasoning, not the main course. Once you can hear that they are there, you have already used too much."</p>',
    author: '周文涛',
    source: '录音师协会',
    publishTime: '2026-03-25 11:00:00',
    cover: '/covers/microphone.svg',
  },
  {
    typeId: 42,
    articleName: '一场夜间走廊对白戏的混音与修复',
    articleEsName: 'Mixing and Repairing a Night-Time Corridor Dialogue Scene',
    summary: '一部文艺片的夜戏同期录音存在低频嗡声和衣物摩擦声，本文复盘选轨、降噪、ADR补录和环境底噪铺设的完整流程。',
    content:
      '<p>本案例来自一部国产文艺片的对白混音。其中一场戏发生在夜间老旧筒子楼的走廊里，同期录音由吊杆上的超心形枪式话筒和两只领夹话筒完成，但现场有冰箱压缩机的低频嗡声，演员一次走位时衣物摩擦声也十分明显。</p><h3>处理流程</h3><ol><li><strong>选轨与剪辑</strong>：以吊杆话筒为主，领夹话筒只在演员背对吊杆时切入，并对两者做相位对齐；</li><li><strong>降噪</strong>：用频谱修复去除衣物摩擦声，对约50 Hz的嗡声及其谐波做窄带衰减，宽带降噪量控制在6 dB以内，避免产生“水声”；</li><li><strong>补录</strong>：有两句台词无法修复，安排演员进行ADR补录，使用与现场相同型号的话筒和相近的拾音距离，再用卷积混响匹配走廊空间；</li><li><strong>环境底噪</strong>：在每个剪辑点铺设现场录制的环境底噪（room tone），使剪辑点听不出痕迹。</li></ol><p>最终混音在按85 dB SPL校准的混音棚中完成。对白保持在中置声道，音乐和效果在对白出现时主动让出空间，确保观众在影院中每一句都能听清。</p>',
    contentEs:
      '<p>This case comes from the dialogue mix of a Chinese art-house film. One scene takes place at night in the corridor of an old tube-style apartment block. The production sound was captured with a supercardioid shotgun microphone on a boom and two lavalier microphones, but there was a low-frequency hum from a refrigerator compressor on location, and clothing rustle was very noticeable during one of the actors\' moves.</p><h3>Workflow</h3><ol><li><strong>Track selection and editing</strong>: the boom was used as the primary source, with the lavaliers cut in only when an actor turned away from the boom, and the two were phase-aligned;</li><li><strong>Noise reduction</strong>: clothing rustle was removed with spectral repair, the hum at about 50 Hz and its harmonics was reduced with narrow-band cuts, and broadband noise reduction was kept within 6 dB to avoid "watery" artifacts;</li><li><strong>ADR</strong>: two lines could not be repaired, so the actor re-recorded them in ADR using the same microphone model and a similar distance as on set, and convolution reverb was then used to match the corridor space;</li><li><strong>Room tone</strong>: room tone recorded on location was laid under every edit point so that the edits cannot be heard.</li></ol><p>The final mix was completed in a mixing stage calibrated to 85 dB SPL. The dialogue was kept in the center channel, and music and effects made room whenever dialogue was present, ensuring that the audience in the cinema could hear every line clearly.</p>',
    author: '李婧',
    source: '协会技术委员会',
    publishTime: '2026-05-07 15:20:00',
  },
  {
    typeId: 42,
    articleName: '两万人户外音乐节主舞台扩声复盘',
    summary: '会员刘海峰担任滨江音乐节主舞台系统工程师，本文介绍线阵列设计、延时塔设置、噪声管理及应对天气变化的经验。',
    content:
      '<p>今年七月，某滨江草坪举办了为期两天的户外音乐节，主舞台观众区纵深约120米，每日观众约两万人。协会会员刘海峰担任主舞台系统工程师，以下是他总结的工作要点。</p><h3>系统设计</h3><ul><li>主扩采用左右两组线阵列，每组12只音箱，吊挂高度约12米，事先用预测软件确认覆盖全部观众区；</li><li>超低音采用地面心形阵列，减少向舞台方向辐射的低频能量；</li><li>在距舞台约60米处设置两组延时塔，按声速计算延时约175毫秒，再额外增加约10毫秒，使观众先听到主扩，声像保持在舞台方向。</li></ul><h3>现场管理</h3><p>为符合当地噪声管理要求，调音位处15分钟A计权等效声级控制在98 dB以内，场界由第三方持续监测。午后风力增大、气温升高时，远场高频衰减明显，声速也随之变化，系统工程师通过测量话筒实时比对，适度补偿远场阵列的高频并微调延时。暴雨预警期间，所有舞台设备加装防雨罩，配电系统全部设置漏电保护。</p><p>刘海峰认为，户外演出的变量远多于室内，提前测量、预留冗余、与当地管理部门保持沟通，才是保证演出顺利的关键。</p>',
    author: '刘海峰',
    source: '录音师协会',
    publishTime: '2026-06-20 09:40:00',
    cover: '/covers/console.svg',
  },
  {
    typeId: 42,
    articleName: '一档知识类播客的制作链路优化',
    summary: '协会培训部为一档周更播客梳理从双端录音到响度归一化的制作流程，使每期后期时间从约六小时缩短到两个半小时。',
    content:
      '<p>某知识类播客每周更新一期，每期约50分钟，由两位主持人与一位远程嘉宾对谈。协会培训部在为该团队提供咨询时，帮助他们梳理了一套可复用的制作链路。</p><h3>录音</h3><p>两位主持人在经过简单吸声处理的小房间中使用动圈话筒，嘴部距话筒约8至10厘米，通过音频接口以48 kHz/24-bit分轨录制。远程嘉宾在本地自行录音（即“双端录音”），避免网络传输压缩带来的音质损失，同时保留通话录音作为备份。</p><h3>后期</h3><ol><li>以开场拍手信号对齐各轨；</li><li>剪除口误和过长停顿，保留自然的对话节奏；</li><li>以80 Hz高通滤波去除低频杂音，并进行轻度降噪和去齿音；</li><li>以约3:1的压缩比控制音量起伏；</li><li>整体响度归一化到-16 LUFS，真峰值不超过-1 dBTP。</li></ol><p>导出时保留一份WAV母版存档，发布文件使用128 kbps以上的MP3或AAC格式。整套流程做成工程模板后，每期后期时间从约六小时缩短到两个半小时，各期之间的音色和响度也更加统一。</p>',
    author: '培训部',
    source: '协会培训部',
    publishTime: '2026-08-14 14:10:00',
    cover: '/covers/headphones.svg',
  },
  {
    typeId: 42,
    articleName: '地方戏曲开盘带的抢救性数字化修复',
    summary: '技术委员会协助地方文化馆修复一批七八十年代戏曲开盘带，本文介绍烘烤、设备校准、转录与修复的流程和原则。',
    content:
      '<p>协会技术委员会近期协助一家地方文化馆，修复一批上世纪七八十年代录制的地方戏曲开盘带。这批磁带为1/4英寸、19 cm/s（7.5英寸/秒）录音，部分带盒受潮，磁带出现了明显的粘连和掉粉现象。</p><h3>修复流程</h3><ol><li><strong>评估与烘烤</strong>：对出现“粘带综合征”的磁带，在专用恒温箱中以约50°C烘烤约8小时，使粘合剂暂时恢复稳定；</li><li><strong>设备校准</strong>：清洁磁头并消磁，根据带头的校准信号调整磁头方位角，并选择对应的均衡标准（CCIR或NAB）；</li><li><strong>转录</strong>：以96 kHz/24-bit数字化，原始转录文件不做任何处理，作为存档母版保存；</li><li><strong>修复</strong>：在副本上去除咔嗒声和嘶声，修正抖晃，对严重失落的段落只做最小限度的修补。</li></ol><blockquote>修复的原则是“可逆、最小干预”。</blockquote><p>所有处理步骤都详细记录在案，原始转录文件与磁带一同长期保存，便于今后采用更好的技术重新处理。目前这批共86盘磁带已全部完成数字化，约70小时的珍贵唱段得以保存。</p>',
    author: '技术委员会',
    source: '协会技术委员会',
    publishTime: '2026-10-22 10:30:00',
  },
];

/** One article of the demo content a new portal starts with. */
export interface DemoArticle {
  /** The category (bll_article_type.id) it belongs to. */
  typeId: number;
  articleName: string;
  /** English title, only where an English version exists. */
  articleEsName?: string;
  summary: string;
  /** Body HTML: <p>, <h3>, <ul>/<ol>/<li>, <strong>, <blockquote> only. */
  content: string;
  /** English body HTML, only where an English version exists. */
  contentEs?: string;
  author: string;
  source: string;
  /** `yyyy-MM-dd HH:mm:ss`, China time. */
  publishTime: string;
  /** One of the covers in public/covers, e.g. '/covers/microphone.svg'. */
  cover?: string;
  isTop?: boolean;
}

export const COVERS = [
  '/covers/microphone.svg',
  '/covers/console.svg',
  '/covers/waveform.svg',
  '/covers/headphones.svg',
  '/covers/studio.svg',
  '/covers/certificate.svg',
  '/covers/training.svg',
  '/covers/meeting.svg',
] as const;

import { getLocale, getTranslations } from 'next-intl/server';
import { inLocale } from '@/lib/content/in-locale';
import { downloadUrl, type DeclarationFile } from '@/features/member/client/api';
import type { MyFile, TemplateFile } from '@/features/member/member-area';
import { fileSizeText } from '@/lib/format/file-size';
import styles from '@/components/member/member.module.css';

function FileLink({ file, label }: { file: DeclarationFile; label?: string }) {
  const size = file.size ? ` (${fileSizeText(file.size)})` : '';
  return (
    <a href={downloadUrl(file.fileName)} download={file.originalFilename}>
      {label ?? file.originalFilename}
      {size}
    </a>
  );
}

/** The forms the association publishes, then every file the member attached, by declaration. */
export async function FileDownloads({ templates, files }: { templates: TemplateFile[]; files: MyFile[] }) {
  const [t, locale] = await Promise.all([getTranslations('member.declare'), getLocale()]);
  return (
    <div className={styles.downloads}>
      <section>
        <h2>{t('templates')}</h2>
        {templates.length ? (
          <ul>
            {templates.map((template) => (
              <li key={template.id}>
                <FileLink file={template} label={`${inLocale(template.title, template.titleEs, locale)} · ${template.originalFilename}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noTemplates')}</p>
        )}
      </section>
      <section>
        <h2>{t('myFiles')}</h2>
        {files.length ? (
          <ul>
            {files.map((file) => (
              <li key={`${file.declareId}-${file.fileName}`}>
                <FileLink file={file} /> <span className={styles.muted}>{t('fromDeclaration', { title: file.declareTitle })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noFiles')}</p>
        )}
      </section>
    </div>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useOpenPage } from '@/i18n/link';
import type { Suggestion } from '@/features/content/client/api';
import type { NavCategory } from '@/lib/rules/nav-rules';
import { articlePath } from '@/lib/seo/public-routes';
import { inLocale } from '@/lib/content/in-locale';
import { SEARCH_TEXT_MAX, searchResultsHref, searchTarget, suggestionDate } from '@/lib/rules/search-rules';
import styles from '@/components/portal/shell.module.css';

const DEBOUNCE_MS = 250;

/**
 * The header search: suggestions while typing (title and date; choosing one opens the article),
 * Enter for the search results, and the search button, which goes to the category the text
 * names or else to the results.
 */
export function SearchBox({ categories }: { categories: NavCategory[] }) {
  const t = useTranslations('portal');
  const locale = useLocale();
  const openPage = useOpenPage();
  const listId = useId();
  const [text, setText] = useState('');
  const [fetched, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const wanted = text.trim();
    if (!wanted) return;
    const call = ++latest.current;
    const timer = setTimeout(async () => {
      // Loaded on the first keystroke: most readers never type here.
      const [{ listPreview }, { ApiError }] = await Promise.all([import('@/features/content/client/api'), import('@/lib/http/request')]);
      try {
        const answer = await listPreview(wanted);
        if (call === latest.current) {
          setSuggestions(answer.data);
          setActive(-1);
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // An emptied box shows none; while typing on, the last ones stay until the next arrive.
  const suggestions = text.trim() ? fetched : [];

  const openArticle = (suggestion: Suggestion) => {
    setOpen(false);
    openPage(articlePath(suggestion.id, suggestion.membersOnly));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open && active >= 0 && suggestions[active]) return openArticle(suggestions[active]);
    setOpen(false);
    openPage(searchTarget(text, categories));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter that ends a Chinese input method's composition picks the characters; it searches nothing.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !(open && active >= 0 && suggestions[active])) {
      event.preventDefault();
      setOpen(false);
      openPage(searchResultsHref(text));
      return;
    }
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, suggestions.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, -1));
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
    setOpen(true);
  };

  const showList = open && suggestions.length > 0;
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        value={text}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchPlaceholder')}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" aria-label={t('search')}>
        {t('search')}
      </button>
      {showList ? (
        <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.suggestions}>
          {suggestions.map((suggestion, i) => (
            <li
              key={suggestion.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => openArticle(suggestion)}
            >
              <span>{inLocale(suggestion.articleName, suggestion.articleEsName, locale)}</span>
              <time>{suggestionDate(suggestion.createTime)}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

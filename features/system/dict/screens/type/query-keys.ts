/**
 * The query-cache name of everything read about dictionary types: the list, one type, the
 * options of the data page's type select. A change to a type invalidates them all at once.
 */
export const DICT_TYPE_KEY = 'system-dict-type';

/** The data rows of the dictionary page; a change to a row invalidates them. */
export const DICT_DATA_KEY = 'system-dict-data';

/** The generator's list, where the edit page's 返回 goes. */
export const GEN_PATH = '/tool/gen';
/** The hidden edit page (spec route section 2), followed by the table's id. */
export const GEN_EDIT_PATH = '/tool/gen-edit/index';
/** The generator's list in the query cache; the edit page's save refreshes it. */
export const GEN_LIST_KEY = 'tool-gen';

// The system area's public face (its server side): the roles and settings it seeds, which registration, the RuoYi
// import and the other features' seeds rely on.
export { EDITOR_ROLE_ID, MEMBER_ROLE_ID, MEMBER_ROLE_KEY } from './seed/system';
export { builtInConfig, CONFIG_KEYS } from './seed/configs';
export { dict, dictDataRows, dictTypeRow, type DictSeed } from './seed/dictionaries';
export { fillDictEnglish } from './seed/english-names';
export { treeSelectOf } from './tree-select';

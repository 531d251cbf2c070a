// The system area's public face: the roles and settings it seeds, which registration, the RuoYi
// import and the other features' seeds rely on.
export { EDITOR_ROLE_ID, MEMBER_ROLE_ID, MEMBER_ROLE_KEY } from './server/seed/system';
export { builtInConfig, CONFIG_KEYS } from './server/seed/configs';
export { dict, dictDataRows, dictTypeRow, type DictSeed } from './server/seed/dictionaries';

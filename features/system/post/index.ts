// The post feature's public face: a post as the contract sends it, for the user forms that offer posts.
export type { PostWire } from './contract';

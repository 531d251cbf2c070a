import { CHINESE_ERROR_MESSAGES, type ErrorMessages } from './request-errors';

/**
 * The language of the messages the request helpers show. Apart from the helpers, so that every
 * page can set it without loading them: a reader's page loads them only when it calls the API.
 */
let messages: ErrorMessages = CHINESE_ERROR_MESSAGES;

/** Sets the language of the messages the helpers show; the page's provider calls it. */
export function setRequestMessages(next: ErrorMessages): void {
  messages = next;
}

/** The messages in the page's language. */
export function errorMessages(): ErrorMessages {
  return messages;
}

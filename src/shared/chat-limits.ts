/** The longest demo-chat message, after trimming. Free of zod so the browser's chat can read it. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** The largest received email read whole, attachments included: as the raw route refuses larger (413). */
export const MESSAGE_MAX_BYTES = 10 * 1024 * 1024;

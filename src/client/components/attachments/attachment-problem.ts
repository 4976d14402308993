/** What to tell the writer of a message the server refused for its files; undefined for other refusals. */
export function attachmentProblem(refused: Record<string, string>, code: string): string | undefined {
  const fileCodes = ['too_many_files', 'message_too_large', 'upload_not_found'];
  return fileCodes.includes(code) ? refused[code] : undefined;
}

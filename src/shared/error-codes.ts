/**
 * Every `error.code` the API answers with. The server's HttpError accepts only these, the OpenAPI
 * document publishes them as an enum, and the client can tell them apart without parsing messages.
 */
export const apiErrorCodes = [
  'bad_request',
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
  'file_too_large',
  'file_type_not_allowed',
  'too_many_files',
  'message_too_large',
  'upload_not_found',
  'cross_origin',
  'unauthorized',
  'invalid_credentials',
  'invalid_second_factor',
  'forbidden',
  'not_found',
  'conflict',
  'last_admin',
  'already_member',
  'ticket_closed',
  'ticket_changed',
  'password_required',
  'password_already_set',
  'email_not_confirmed',
  'invalid_link',
  'rate_limited',
  'upstream_unavailable',
  'service_unavailable',
  'internal_error',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

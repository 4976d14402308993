import { apiRequest } from '#client/lib/api-client.ts';
import type {
  EmailStatusResponse,
  SubmitTicketRequest,
  SubmitTicketResponse,
} from '#shared/schemas/ticket-submission.ts';

export function fetchEmailStatus(email: string, signal?: AbortSignal): Promise<EmailStatusResponse> {
  return apiRequest<EmailStatusResponse>('POST', '/tickets/email-status', { email }, { signal });
}

export function postTicket(request: SubmitTicketRequest): Promise<SubmitTicketResponse> {
  return apiRequest<SubmitTicketResponse>('POST', '/tickets', request);
}

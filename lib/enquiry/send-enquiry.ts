import { env } from '@/lib/env';
import { createEnquirySender } from './emailjs-sender';

export * from './emailjs-sender';

/** The page's one EmailJS client: the form and the outbox both send through it. */
export const sendEnquiry = createEnquirySender(env.emailJs);

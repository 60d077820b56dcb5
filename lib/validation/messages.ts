import messages from '@/messages/fr.json';

/**
 * The spec's validation messages (section 5), straight from messages/fr.json: the same object
 * in the browser (react-hook-form resolver) and on the server (the action client), so no schema
 * maps messages a second time.
 */
export const VALIDATION = messages.validation;

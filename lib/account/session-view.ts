/** What the browser learns about the signed-in user (header menu, dialog, profile). */
export type SessionView = {
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isVerifiedProfessional: boolean;
};

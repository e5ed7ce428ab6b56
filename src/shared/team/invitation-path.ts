/**
 * The link in the invitation email, `/invitation/{token}`: the web and desktop apps' accept
 * screen. Its own module because the sign-in screen reads it (a pending invitation's way back)
 * and must not download the team API's schemas with it.
 */
export const INVITATION_PATH = '/invitation';

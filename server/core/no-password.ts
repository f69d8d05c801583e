/**
 * The stored hash of a person without a password (a patron loaded from CSV, or created at
 * their first single sign-on): not an argon2 string, so no password ever matches it. They
 * set one through password recovery, or keep signing in through their provider.
 */
export const NO_PASSWORD = '!';

/** What other modules use of external sign-in: which providers are configured (institution links). */

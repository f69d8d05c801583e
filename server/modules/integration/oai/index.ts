/** OAI-PMH publishing: what other modules call in their transactions (copy changes move a title's datestamp and tombstone). */

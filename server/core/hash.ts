/**
 * SHA-256 as lowercase hex: how the server stores a secret it must recognise but never
 * show again (refresh tokens, trusted-device tokens, unlock links, sign-on nonces, calendar
 * feed addresses) and names content by its bytes (cached covers, the admin socket's path).
 */
import { createHash, type BinaryLike } from 'node:crypto';

export const sha256Hex = (data: BinaryLike): string => createHash('sha256').update(data).digest('hex');

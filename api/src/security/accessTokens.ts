import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '@homeward/contracts';
import type { Clock } from '../clock';
import { randomToken } from './crypto';

const ISSUER = 'homeward-api';
const AUDIENCE = 'homeward';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: UserRole;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Short-lived signed access tokens (HS256 JWT). Revocation is checked against the session row. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims): Promise<SignedAccessToken> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomToken(12))
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const role = payload.role === 'MANAGER' ? 'MANAGER' : 'USER';
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid, role };
    } catch {
      return null;
    }
  }
}

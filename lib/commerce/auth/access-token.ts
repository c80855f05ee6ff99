/** Short-lived access tokens: a signed JWT naming the customer and the customer group. */
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_TTL_SECONDS } from '@/lib/config/auth';

const claimsSchema = z.object({ sub: z.string().min(1), groupId: z.number().int() });
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

export function issueAccessToken(claims: AccessTokenClaims, secret: Uint8Array, nowSeconds: number): Promise<string> {
  return new SignJWT({ groupId: claims.groupId })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/** The token's claims, or null when it is forged, expired or malformed. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ACCESS_TOKEN_ISSUER,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      currentDate: now,
    });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

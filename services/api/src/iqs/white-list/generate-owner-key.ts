import type { FastifyInstance } from 'fastify'

/**
 * Generates a share owner's key pair and keeps the private key sealed in
 * `share_owner_keys` (never in the log or an answer); a second call replaces
 * the first pair. Returns what may be shown: the address and the public key.
 */
export async function generateOwnerKey(
  app: FastifyInstance,
  userId: number,
): Promise<{ address: string; publicKey: string }> {
  const pair = app.keyVault.generate(userId)
  const row = {
    user_id: userId,
    address: pair.address,
    public_key: pair.publicKey,
    private_key_sealed: pair.privateKeySealed,
    created_at: app.clock.date(),
  }
  await app.db
    .insertInto('share_owner_keys')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute()
  return { address: pair.address, publicKey: pair.publicKey }
}

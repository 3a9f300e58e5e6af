/**
 * The storage adapter of `oidc-provider` on our database (docs/decisions/076): each of its
 * models (Session, Interaction, Grant, AuthorizationCode, AccessToken, RefreshToken, Client…)
 * is a row of `oauth_models` by (model, id). The adapter holds no state of its own, so any
 * instance over the database can continue a flow another one began.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../shared/clock.js';
import type { Store } from '../store/store.js';
import type { FoundRecord } from './oauth-models.store.js';

export type AdapterDeps = { store: Pick<Store, 'oauthModels'>; clock: Clock };

const MS_PER_SECOND = 1000;

/** The adapter class the provider constructs once per model name. */
export function databaseAdapter(deps: AdapterDeps): new (model: string) => Adapter {
  const { store, clock } = deps;
  const models = store.oauthModels;

  /** The payload as the provider saved it, `consumed` (epoch seconds) once it was used. */
  const revive = (found: FoundRecord | undefined): AdapterPayload | undefined => {
    if (!found) return undefined;
    const payload = JSON.parse(found.payload) as AdapterPayload;
    if (found.consumedAt === null) return payload;
    return { ...payload, consumed: Math.floor(found.consumedAt / MS_PER_SECOND) };
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const now = clock.now();
      await models.upsert(
        this.model,
        id,
        {
          payload: JSON.stringify(payload),
          // Clients are saved without a lifetime: they last until deleted.
          expiresAt: expiresIn ? now + expiresIn * MS_PER_SECOND : null,
          grantId: payload.grantId ?? null,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          accountId: payload.accountId ?? null,
        },
        now,
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return revive(await models.find(this.model, id, clock.now()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return revive(await models.findByUid(this.model, uid, clock.now()));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return revive(await models.findByUserCode(this.model, userCode, clock.now()));
    }

    async consume(id: string): Promise<void> {
      await models.consume(this.model, id, clock.now());
    }

    async destroy(id: string): Promise<void> {
      await models.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await models.revokeByGrantId(this.model, grantId);
    }
  };
}

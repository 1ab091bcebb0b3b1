-- Signed-out credentials (dev sign-out), kept until their own expiry so a restart does not
-- make them work again. Only a SHA-256 of the token is stored; rows past expires_at are pruned.
CREATE TABLE revoked_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at);

-- Why a stream failed, as a code the dashboard can act on (ffmpeg-failure.ts: CONNECTION_REFUSED,
-- TIMED_OUT, AUTH_FAILED, ...), beside the sentence in `error`.
ALTER TABLE streams ADD COLUMN error_code TEXT;
-- When someone dismissed the ended stream from the pulls and relays list (epoch ms); cleared when the
-- same stream id starts again. Dismissed for the whole team, not per user.
ALTER TABLE streams ADD COLUMN dismissed_at INTEGER;

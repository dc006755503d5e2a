-- Platform messages in the reader's language: a message the platform writes itself (a contract offer to a
-- sub-agent) carries its text in every complete language, like a content row's translations; the
-- row's own title and content stay the default language's. Messages written before have none.
ALTER TABLE "member_messages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
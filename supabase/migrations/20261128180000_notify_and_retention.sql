-- Store first, then notify; keep personal data only as long as promised; cap what any client can add.
-- Runs on hosted Supabase and on the local PGlite backend alike (pg_cron only where it exists).

-- 1. A submission no longer carries who sent it: the rate limit keys its own short-lived events, and
--    a hash of an IPv4 address is easy to reverse, so keeping it beside a name would defeat the point.
alter table public.contact_messages drop column client_hash;
alter table public.meeting_requests drop column client_hash;

-- 2. Each row carries its deletion date, fixed when it was collected from the period the function
--    states (supabase/functions/_shared/retention.ts): a later change of period never stretches what
--    an earlier visitor was told. Existing rows get the default period.
alter table public.contact_messages add column delete_after timestamptz;
alter table public.meeting_requests add column delete_after timestamptz;
update public.contact_messages set delete_after = created_at + interval '12 months';
update public.meeting_requests set delete_after = created_at + interval '12 months';
alter table public.contact_messages alter column delete_after set not null;
alter table public.meeting_requests alter column delete_after set not null;
create index contact_messages_delete_after_idx on public.contact_messages (delete_after);
create index meeting_requests_delete_after_idx on public.meeting_requests (delete_after);

-- 3. The notification e-mail goes only for a stored row, from the server. notified_at stays NULL
--    until the provider accepted it; a failure is counted and kept for the inbox and the next retry.
alter table public.contact_messages
  add column notified_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_last_attempt_at timestamptz,
  add column notify_error text;
alter table public.meeting_requests
  add column notified_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_last_attempt_at timestamptz,
  add column notify_error text;
-- Rows stored before this migration were e-mailed by the browser.
update public.contact_messages set notified_at = created_at;
update public.meeting_requests set notified_at = created_at;
create index contact_messages_pending_idx on public.contact_messages (created_at) where notified_at is null;
create index meeting_requests_pending_idx on public.meeting_requests (created_at) where notified_at is null;

-- 4. The hourly global cap counts events by time alone.
create index form_rate_limit_events_time_idx on public.form_rate_limit_events (created_at);

-- The per-client window, plus a cap on all clients together within the last hour: addresses rotated
-- by one attacker each get a fresh per-client bucket, but not a fresh global one. The reason tells
-- the function which limit refused, so the global one can alert in the log.
drop function private.hit_form_rate_limit(text, timestamptz, integer, integer);
create function private.hit_form_rate_limit(
  p_client_hash text,
  p_now timestamptz,
  p_window_seconds integer,
  p_max_events integer,
  p_global_max_per_hour integer
) returns table (allowed boolean, retry_after_seconds integer, reason text)
language plpgsql
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_count integer;
  v_oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext(p_client_hash));

  delete from public.form_rate_limit_events
   where client_hash = p_client_hash and created_at <= p_now - v_window;

  select count(*), min(created_at) into v_count, v_oldest
    from public.form_rate_limit_events
   where client_hash = p_client_hash and created_at > p_now - v_window;

  if v_count >= p_max_events then
    return query select false,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - p_now))))::integer, 'client'::text;
    return;
  end if;

  select count(*), min(created_at) into v_count, v_oldest
    from public.form_rate_limit_events
   where created_at > p_now - interval '1 hour';

  if v_count >= p_global_max_per_hour then
    return query select false,
      greatest(1, ceil(extract(epoch from (v_oldest + interval '1 hour' - p_now))))::integer, 'global'::text;
    return;
  end if;

  insert into public.form_rate_limit_events (client_hash, created_at) values (p_client_hash, p_now);
  return query select true, 0, null::text;
end;
$$;

-- Deletes what is past its date: submissions past delete_after, and every client's rate-limit events
-- older than a day (no window is longer). Returns how many rows of each went.
create function private.purge_form_data(p_now timestamptz)
returns table (contact_messages integer, meeting_requests integer, rate_limit_events integer)
language plpgsql
set search_path = ''
as $$
declare
  v_contact integer;
  v_meeting integer;
  v_events integer;
begin
  delete from public.contact_messages where delete_after <= p_now;
  get diagnostics v_contact = row_count;
  delete from public.meeting_requests where delete_after <= p_now;
  get diagnostics v_meeting = row_count;
  delete from public.form_rate_limit_events where created_at <= p_now - interval '1 day';
  get diagnostics v_events = row_count;
  return query select v_contact, v_meeting, v_events;
end;
$$;

revoke all on function private.hit_form_rate_limit(text, timestamptz, integer, integer, integer) from public;
revoke all on function private.purge_form_data(timestamptz) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on function private.hit_form_rate_limit(text, timestamptz, integer, integer, integer) from anon, authenticated;
    revoke all on function private.purge_form_data(timestamptz) from anon, authenticated;
  end if;
end;
$$;

-- Hosted: a daily purge by pg_cron, which Supabase ships. The local backend has no pg_cron and runs
-- the same function when it starts and once a day (scripts/local-backend/server.ts).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('purge-form-data', '17 3 * * *', 'select private.purge_form_data(now())');
  end if;
end;
$$;

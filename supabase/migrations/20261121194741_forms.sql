-- Contact messages and meeting requests sent through the submit-forms edge function.
-- Runs unchanged on hosted Supabase (PostgreSQL 15+) and on the local PGlite backend
-- (PostgreSQL 18), so it relies on nothing outside core PostgreSQL.
--
-- Row level security is enabled with NO policy: the anon/authenticated API roles can
-- neither read nor write these tables. The edge function connects as the database
-- owner (SUPABASE_DB_URL), which bypasses RLS, so it is the only writer.
-- Text is stored verbatim (no trimming, no HTML escaping); empty optional values are NULL.
-- client_hash is hex SHA-256(salt + client address); the address itself is never stored.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  institution text,
  subject text not null,
  message text not null,
  client_hash text not null
);

create table public.meeting_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  institution text,
  meeting_format text not null
    constraint meeting_requests_meeting_format_check check (meeting_format in ('presencial', 'teams', 'meet')),
  meeting_type text
    constraint meeting_requests_meeting_type_check
    check (meeting_type in ('academic', 'research', 'collaboration', 'consulting', 'other')),
  -- Kept as text on purpose: the form schema accepts any non-empty string (the browser
  -- sends YYYY-MM-DD and HH:mm) so a client-side format change never loses a request.
  preferred_date text not null,
  preferred_time text not null,
  subject text not null,
  description text,
  additional_info text,
  client_hash text not null
);

-- One row per POST that reached validation; the function's sliding window counts them.
create table public.form_rate_limit_events (
  id bigint generated always as identity primary key,
  client_hash text not null,
  created_at timestamptz not null default now()
);
create index form_rate_limit_events_client_time_idx
  on public.form_rate_limit_events (client_hash, created_at);

alter table public.contact_messages enable row level security;
alter table public.meeting_requests enable row level security;
alter table public.form_rate_limit_events enable row level security;

-- Not in an API-exposed schema: PostgREST must not offer this as an RPC.
create schema if not exists private;

-- Admits or refuses one event for a client, atomically. The advisory lock serialises
-- concurrent calls for the same client; because PL/pgSQL takes a fresh snapshot per
-- statement, the count after the lock sees every event committed before it, so two
-- simultaneous requests cannot both take the last slot. A single-statement call keeps
-- the executor interface minimal (no client-side transaction needed).
create or replace function private.hit_form_rate_limit(
  p_client_hash text,
  p_now timestamptz,
  p_window_seconds integer,
  p_max_events integer
) returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_count integer;
  v_oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext(p_client_hash));

  -- Expired events of this client are useless; dropping them keeps the table small.
  delete from public.form_rate_limit_events
   where client_hash = p_client_hash and created_at <= p_now - v_window;

  select count(*), min(created_at) into v_count, v_oldest
    from public.form_rate_limit_events
   where client_hash = p_client_hash and created_at > p_now - v_window;

  if v_count >= p_max_events then
    -- Refusals are not recorded, so the window keeps sliding while a client is blocked.
    return query select false,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - p_now))))::integer;
    return;
  end if;

  insert into public.form_rate_limit_events (client_hash, created_at) values (p_client_hash, p_now);
  return query select true, 0;
end;
$$;

revoke all on function private.hit_form_rate_limit(text, timestamptz, integer, integer) from public;
do $$
begin
  -- Supabase grants EXECUTE to its API roles by default; those roles do not exist in PGlite.
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on function private.hit_form_rate_limit(text, timestamptz, integer, integer)
      from anon, authenticated;
  end if;
end;
$$;

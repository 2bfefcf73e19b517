//! Password hashing with a bound. Argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane) needs
//! 19 MiB of working memory per hash; left alone, a burst of logins or password changes hashes
//! on as many threads as arrive and the allocator keeps what it grew (a probe took the server
//! from 375 MB to 5.8 GB with 64 simultaneous password changes). Here at most `workers` hashes
//! run at once, each in a block buffer allocated once and reused, so memory stays flat whatever
//! arrives; up to `queue` more wait their turn, and beyond that (or after waiting too long) the
//! caller hears "busy" and is told when to come back (503 with `Retry-After`).

use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use rand::Rng;

use super::Error;
use crate::locales::Message;

/// How many hashes may wait for a worker: a seminar room of 60 signing up at once waits a few
/// seconds (a hash takes about 60 ms per core) and none is turned away.
pub const DEFAULT_QUEUE: usize = 128;
/// Longest wait for a worker before the caller is asked to come back.
pub const MAX_WAIT: Duration = Duration::from_secs(20);
/// What a caller turned away is told to wait.
const RETRY_AFTER: Duration = Duration::from_secs(2);

#[derive(Default)]
struct State {
    /// Block buffers not in use (allocated on first need, never freed).
    free: Vec<Vec<Block>>,
    /// Hashes running now.
    running: usize,
    /// Callers waiting for a worker.
    waiting: usize,
    /// Most hashes ever running at once (for tests and the benchmark).
    peak: usize,
}

/// The bounded hashing pool.
pub struct Hasher {
    state: Mutex<State>,
    freed: Condvar,
    workers: usize,
    queue: usize,
    max_wait: Duration,
}

/// A worker's turn: its memory, given back when dropped.
pub(crate) struct Turn<'a> {
    pool: &'a Hasher,
    blocks: Option<Vec<Block>>,
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let mut s = self.pool.lock();
        if let Some(b) = self.blocks.take() {
            s.free.push(b);
        }
        s.running -= 1;
        drop(s);
        self.pool.freed.notify_one();
    }
}

fn busy() -> Error {
    Error::Busy {
        retry_after: RETRY_AFTER,
        message: Message::new("error-busy-hashing"),
    }
}

impl Hasher {
    /// A pool of `workers` hashes at once (at least one) and `queue` waiting.
    pub fn new(workers: usize, queue: usize, max_wait: Duration) -> Hasher {
        Hasher {
            state: Mutex::new(State::default()),
            freed: Condvar::new(),
            workers: workers.max(1),
            queue,
            max_wait,
        }
    }

    /// As many workers as the machine has cores, the default queue and wait.
    pub fn for_this_machine() -> Hasher {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Hasher::new(cores, DEFAULT_QUEUE, MAX_WAIT)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the counts inconsistent (no code between
        // lock and unlock panics), so a poisoned lock is still sound to use.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Wait for a worker (or refuse at once when the queue is full, or after `max_wait`).
    pub(crate) fn turn(&self) -> super::Result<Turn<'_>> {
        let mut s = self.lock();
        if s.running >= self.workers {
            if s.waiting >= self.queue {
                return Err(busy());
            }
            s.waiting += 1;
            let deadline = Instant::now() + self.max_wait;
            while s.running >= self.workers {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    s.waiting -= 1;
                    return Err(busy());
                }
                s = self
                    .freed
                    .wait_timeout(s, left)
                    .unwrap_or_else(|p| p.into_inner())
                    .0;
            }
            s.waiting -= 1;
        }
        s.running += 1;
        s.peak = s.peak.max(s.running);
        let blocks = s.free.pop();
        Ok(Turn { pool: self, blocks })
    }

    /// Most hashes that ever ran at once.
    pub fn peak(&self) -> usize {
        self.lock().peak
    }

    /// Callers waiting now.
    pub fn waiting(&self) -> usize {
        self.lock().waiting
    }

    /// Hash a password (Argon2id, OWASP parameters, a random salt), in the PHC string format.
    pub fn hash(&self, password: &str) -> super::Result<String> {
        let mut salt_raw = [0u8; 16];
        rand::rng().fill(&mut salt_raw);
        let params = Params::DEFAULT;
        let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
        self.compute(
            &params,
            Algorithm::Argon2id,
            Version::V0x13,
            password,
            &salt_raw,
            &mut out,
        )?;
        let salt = SaltString::encode_b64(&salt_raw).map_err(|e| anyhow::anyhow!("salt: {e}"))?;
        let phc = PasswordHash {
            algorithm: Algorithm::Argon2id.ident(),
            version: Some(Version::V0x13.into()),
            params: ParamsString::try_from(&params).map_err(|e| anyhow::anyhow!("params: {e}"))?,
            salt: Some(salt.as_salt()),
            hash: Some(Output::new(&out).map_err(|e| anyhow::anyhow!("output: {e}"))?),
        };
        Ok(phc.to_string())
    }

    /// Whether `password` matches a stored PHC hash (a malformed hash matches nothing).
    pub fn verify(&self, password: &str, hash: &str) -> super::Result<bool> {
        let Ok(phc) = PasswordHash::new(hash) else {
            return Ok(false);
        };
        let (Ok(params), Ok(alg), Some(expected), Some(salt)) = (
            Params::try_from(&phc),
            Algorithm::try_from(phc.algorithm),
            phc.hash,
            phc.salt,
        ) else {
            return Ok(false);
        };
        let version = match phc.version.map(Version::try_from) {
            None => Version::default(),
            Some(Ok(v)) => v,
            Some(Err(_)) => return Ok(false),
        };
        let mut salt_bytes = [0u8; 64];
        let Ok(salt_raw) = salt.decode_b64(&mut salt_bytes) else {
            return Ok(false);
        };
        let mut out = vec![0u8; expected.len()];
        self.compute(&params, alg, version, password, salt_raw, &mut out)?;
        // `Output`'s equality is constant-time.
        Ok(Output::new(&out).is_ok_and(|o| o == expected))
    }

    fn compute(
        &self,
        params: &Params,
        alg: Algorithm,
        version: Version,
        password: &str,
        salt: &[u8],
        out: &mut [u8],
    ) -> super::Result<()> {
        let mut turn = self.turn()?;
        let needed = params.block_count();
        let pooled = Params::DEFAULT.block_count();
        // The pool's buffers fit our own parameters; a stored hash with larger ones (none
        // today) gets a buffer of its own for this once, still inside the bound on workers.
        let mut own = Vec::new();
        let blocks: &mut [Block] = if needed <= pooled {
            &mut turn.blocks.get_or_insert_with(|| vec![Block::default(); pooled])[..]
        } else {
            own.resize(needed, Block::default());
            &mut own[..]
        };
        Argon2::new(alg, version, params.clone())
            .hash_password_into_with_memory(password.as_bytes(), salt, out, blocks)
            .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn a_hash_verifies_its_password_and_nothing_else_and_reads_hashes_of_the_argon2_crate() {
        use argon2::password_hash::PasswordHasher;
        let pool = Hasher::new(1, 4, MAX_WAIT);
        let h = pool.hash("correct horse battery staple").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(pool.verify("correct horse battery staple", &h).unwrap());
        assert!(!pool.verify("correct horse battery stapl", &h).unwrap());
        // Hashes written before the pool (by the crate's own hasher) still verify.
        let salt = SaltString::encode_b64(b"0123456789abcdef").unwrap();
        let old = Argon2::default()
            .hash_password(b"an older passphrase", &salt)
            .unwrap()
            .to_string();
        assert!(pool.verify("an older passphrase", &old).unwrap());
        assert!(!pool.verify("another passphrase", &old).unwrap());
        assert!(!pool.verify("x", "not a hash").unwrap());
        // A passphrase longer than any bcrypt limit is not truncated.
        let long = "x".repeat(100) + "end";
        let h = pool.hash(&long).unwrap();
        assert!(!pool.verify(&"x".repeat(100), &h).unwrap());
    }

    #[test]
    fn more_simultaneous_hashes_than_workers_never_run_at_once() {
        let pool = Arc::new(Hasher::new(2, 64, MAX_WAIT));
        let start = Arc::new(std::sync::Barrier::new(8));
        let handles: Vec<_> = (0..8)
            .map(|i| {
                let (pool, start) = (pool.clone(), start.clone());
                std::thread::spawn(move || {
                    start.wait();
                    pool.hash(&format!("passphrase number {i}")).unwrap()
                })
            })
            .collect();
        let hashes: Vec<String> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(hashes.len(), 8, "every caller in the queue is served");
        let peak = pool.peak();
        assert!(peak <= 2, "at most two at once, saw {peak}");
        let buffers = pool.lock().free.len();
        assert_eq!(buffers, peak, "buffers are reused, not grown");
    }

    #[test]
    fn beyond_the_queue_a_caller_is_told_to_come_back_and_a_waiter_gives_up_in_time() {
        let pool = Arc::new(Hasher::new(1, 1, Duration::from_millis(300)));
        let held = pool.turn().unwrap();
        // One caller waits in the queue…
        let waiter = {
            let pool = pool.clone();
            std::thread::spawn(move || pool.turn().map(|_| ()))
        };
        while pool.waiting() == 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
        // …the next is refused at once, with a time to come back.
        match pool.turn() {
            Err(Error::Busy { retry_after, .. }) => assert!(retry_after >= Duration::from_secs(1)),
            Err(e) => panic!("expected busy, got {e:?}"),
            Ok(_) => panic!("expected busy, got a turn"),
        }
        // The waiter gives up after the longest wait, since the worker is still held.
        assert!(matches!(waiter.join().unwrap(), Err(Error::Busy { .. })));
        drop(held);
        assert!(pool.turn().is_ok(), "a freed worker serves the next caller");
    }
}

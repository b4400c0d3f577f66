//! Ruby's `Random.new(seed).rand(max)`, which `fqdn_rand` uses: the
//! Mersenne Twister (MT19937) seeded from a big integer as Ruby seeds it,
//! and Ruby's way of drawing an integer below a limit. Node-specific
//! "random" values must come out exactly as Puppet's.

const N: usize = 624;
const M: usize = 397;

struct Mt {
    state: [u32; N],
    index: usize,
}

impl Mt {
    fn from_word(seed: u32) -> Mt {
        let mut state = [0u32; N];
        state[0] = seed;
        for i in 1..N {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt { state, index: N }
    }

    fn from_words(key: &[u32]) -> Mt {
        let mut mt = Mt::from_word(19_650_218);
        let s = &mut mt.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            let prev = s[i - 1];
            s[i] = (s[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                s[0] = s[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = s[i - 1];
            s[i] =
                (s[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                s[0] = s[N - 1];
                i = 1;
            }
        }
        s[0] = 0x8000_0000;
        mt
    }

    fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            for k in 0..N {
                let y = (self.state[k] & 0x8000_0000) | (self.state[(k + 1) % N] & 0x7fff_ffff);
                let mag = if y & 1 == 1 { 0x9908_b0df } else { 0 };
                self.state[k] = self.state[(k + M) % N] ^ (y >> 1) ^ mag;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }
}

/// `Random.new(seed).rand(max)` for a non-negative seed given as its
/// big-endian bytes and a positive `max` below 2^32.
pub(super) fn rand_below(seed_be: &[u8], max: u32) -> u32 {
    rand_sequence(seed_be, max, 1)[0]
}

/// `n` draws of `Random.new(seed).rand(max)` from one generator.
pub(super) fn rand_sequence(seed_be: &[u8], max: u32, n: usize) -> Vec<u32> {
    // Ruby packs the seed into 32-bit words, least significant first,
    // as many as the number needs (at least one).
    let digits: Vec<u8> = seed_be.iter().copied().skip_while(|&b| b == 0).collect();
    let mut words: Vec<u32> = digits
        .rchunks(4)
        .map(|chunk| chunk.iter().fold(0u32, |w, &b| (w << 8) | u32::from(b)))
        .collect();
    if words.is_empty() {
        words.push(0);
    }
    // Ruby drops a most significant word of exactly 1 (its guard against
    // leading zeros) before seeding.
    if words.len() > 1 && words.last() == Some(&1) {
        words.pop();
    }
    let mut mt = if words.len() <= 1 {
        Mt::from_word(words[0])
    } else {
        Mt::from_words(&words)
    };
    let limit = max.saturating_sub(1);
    if limit == 0 {
        return vec![0; n.max(1)];
    }
    // Draw masked words until one is within the limit.
    let mask = u32::MAX >> limit.leading_zeros();
    let mut out = Vec::with_capacity(n.max(1));
    while out.len() < n.max(1) {
        let value = mt.next_u32() & mask;
        if value <= limit {
            out.push(value);
        }
    }
    out
}

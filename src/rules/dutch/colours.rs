//! Colour allocation of C.04.3 section E: which player of a pair gets White (E.1–E.5).

use super::{Colour, Pairer, Strength};

impl Pairer<'_> {
    /// E.1–E.5: (White, Black) for a pair.
    pub(super) fn colours(&self, a: usize, b: usize) -> (usize, usize) {
        let (hi, lo) = if self.above(a, b) { (a, b) } else { (b, a) };
        let (ph, pl) = (self.st.pref[hi], self.st.pref[lo]);
        let give_hi = |c: Colour| if c == Colour::White { (hi, lo) } else { (lo, hi) };
        match (ph.colour, pl.colour) {
            // E.1: both preferences granted (or only one player has one).
            (Some(ch), Some(cl)) if ch != cl => return give_hi(ch),
            (Some(ch), None) => return give_hi(ch),
            (None, Some(cl)) => return give_hi(cl.other()),
            (Some(ch), Some(_)) => {
                // E.2: the stronger preference; two absolutes: the wider colour difference.
                if ph.strength != pl.strength {
                    return if ph.strength > pl.strength {
                        give_hi(ch)
                    } else {
                        give_hi(ch.other())
                    };
                }
                if ph.strength == Strength::Absolute && self.st.cd[hi].abs() != self.st.cd[lo].abs() {
                    return if self.st.cd[hi].abs() > self.st.cd[lo].abs() {
                        give_hi(ch)
                    } else {
                        give_hi(ch.other())
                    };
                }
                // E.3: alternate from the most recent time they had different colours. Under
                // C.04.2 D.5 unplayed rounds are left out, so the two players' played games are
                // compared from the latest backwards, as the FIDE-endorsed bbpPairings does.
                let played =
                    |p: usize| -> Vec<Colour> { self.st.colours[p].iter().flatten().copied().collect() };
                let (h, l) = (played(hi), played(lo));
                for (&x, &y) in h.iter().rev().zip(l.iter().rev()) {
                    if x != y {
                        return give_hi(x.other());
                    }
                }
                // E.4: the higher ranked player's preference.
                return give_hi(ch);
            }
            (None, None) => {}
        }
        // E.5: the initial colour to an odd pairing number (index even).
        let c = if hi % 2 == 0 {
            self.ev.initial
        } else {
            self.ev.initial.other()
        };
        give_hi(c)
    }
}

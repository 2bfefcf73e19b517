//! One pass over the matching documents: counts per filter value (topics, time controls, kinds,
//! over every match) and the best-scoring matches that pass the filters. Each index document
//! carries its ruling's position in the knowledge base as a fast field, so nothing is read from
//! the document store.

use std::sync::Arc;

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::{DocId, Score, SegmentOrdinal, SegmentReader};

/// Name of the fast field holding the ruling's position in the knowledge base.
pub(crate) const ORD_FIELD: &str = "ord";

/// What the filters need to know of a ruling, computed once at index build.
#[derive(Debug, Clone)]
pub(crate) struct Facets {
    /// Indexes of its topics in the knowledge base's topic list.
    pub topics: Vec<u16>,
    /// Bit 0 standard, 1 rapid, 2 blitz.
    pub time_controls: u8,
    /// Index of its kind (ruling, law, procedure, regulation).
    pub kind: u8,
}

/// The filters of one search (indexes as in [`Facets`]).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Filter {
    pub topic: Option<u16>,
    pub time_control: Option<u8>,
    pub kind: Option<u8>,
}

impl Filter {
    pub(super) fn accepts(&self, f: &Facets) -> bool {
        self.topic.is_none_or(|t| f.topics.contains(&t))
            && self.time_control.is_none_or(|b| f.time_controls & (1 << b) != 0)
            && self.kind.is_none_or(|k| f.kind == k)
    }
}

/// How many matches each filter value has.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    /// Per topic index.
    pub topics: Vec<u32>,
    /// Standard, rapid, blitz.
    pub time_controls: [u32; 3],
    /// Ruling, law, procedure, regulation.
    pub kinds: [u32; 4],
    /// Matches before filtering.
    pub total: u32,
}

impl Counts {
    fn add(&mut self, f: &Facets) {
        self.total += 1;
        for &t in &f.topics {
            if let Some(c) = self.topics.get_mut(t as usize) {
                *c += 1;
            }
        }
        for (b, c) in self.time_controls.iter_mut().enumerate() {
            if f.time_controls & (1 << b) != 0 {
                *c += 1;
            }
        }
        if let Some(c) = self.kinds.get_mut(f.kind as usize) {
            *c += 1;
        }
    }

    fn merge(&mut self, other: Counts) {
        self.total += other.total;
        for (a, b) in self.topics.iter_mut().zip(other.topics) {
            *a += b;
        }
        for (a, b) in self.time_controls.iter_mut().zip(other.time_controls) {
            *a += b;
        }
        for (a, b) in self.kinds.iter_mut().zip(other.kinds) {
            *a += b;
        }
    }
}

/// Collects the `limit` best matches passing `filter`, as (score, ruling position), and counts.
pub(crate) struct TopRulings {
    pub facets: Arc<Vec<Facets>>,
    pub topic_count: usize,
    pub filter: Filter,
    pub limit: usize,
}

pub(crate) struct SegmentTop {
    ords: Column<u64>,
    facets: Arc<Vec<Facets>>,
    filter: Filter,
    limit: usize,
    best: Vec<(Score, u32)>,
    counts: Counts,
}

/// Better first: higher score, then earlier ruling (a stable order for equal scores).
fn better(a: &(Score, u32), b: &(Score, u32)) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0).then(a.1.cmp(&b.1))
}

impl Collector for TopRulings {
    type Fruit = (Vec<(Score, u32)>, Counts);
    type Child = SegmentTop;

    fn for_segment(&self, _: SegmentOrdinal, segment: &SegmentReader) -> tantivy::Result<SegmentTop> {
        Ok(SegmentTop {
            ords: segment.fast_fields().u64(ORD_FIELD)?,
            facets: self.facets.clone(),
            filter: self.filter,
            limit: self.limit,
            best: Vec::with_capacity(self.limit + 1),
            counts: Counts {
                topics: vec![0; self.topic_count],
                ..Counts::default()
            },
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<(Vec<(Score, u32)>, Counts)>) -> tantivy::Result<Self::Fruit> {
        let mut best = Vec::new();
        let mut counts = Counts {
            topics: vec![0; self.topic_count],
            ..Counts::default()
        };
        for (b, c) in fruits {
            best.extend(b);
            counts.merge(c);
        }
        best.sort_by(better);
        best.truncate(self.limit);
        Ok((best, counts))
    }
}

impl SegmentCollector for SegmentTop {
    type Fruit = (Vec<(Score, u32)>, Counts);

    fn collect(&mut self, doc: DocId, score: Score) {
        let Some(ord) = self.ords.first(doc) else {
            return;
        };
        let Some(f) = self.facets.get(ord as usize) else {
            return;
        };
        self.counts.add(f);
        if !self.filter.accepts(f) {
            return;
        }
        let item = (score, ord as u32);
        if self.best.len() == self.limit
            && self
                .best
                .last()
                .is_some_and(|w| better(&item, w) != std::cmp::Ordering::Less)
        {
            return;
        }
        let at = self
            .best
            .partition_point(|x| better(x, &item) == std::cmp::Ordering::Less);
        self.best.insert(at, item);
        self.best.truncate(self.limit);
    }

    fn harvest(self) -> Self::Fruit {
        (self.best, self.counts)
    }
}

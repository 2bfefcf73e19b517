//! The architecture, kept true (docs/ARCHITECTURE.md): a module uses only its own layer and the
//! layers below it, sibling modules never import each other in a circle, and no source file
//! grows past 600 lines or opens without a `//!` line saying its job. The module graph is read
//! from the sources themselves (graph.rs), so it needs no build of its own.

mod graph;

use std::collections::{BTreeMap, BTreeSet};

use graph::{Evidence, Graph, ModPath, Source, module_of, sources, written_paths};

/// The layers, top to bottom: a module may use the modules of its own layer and of every layer
/// below it, never one above. A layer without sources is simply empty.
const LAYERS: &[&[&str]] = &[
    &["main", "cli", "startup", "watch"],
    &["web"],
    &["training"],
    &["exchange"],
    &["store"],
    &["assist"],
    &["quiz"],
    &["search"],
    &["rules"],
    &["locales"],
    &["content"],
];

/// Usable by every module; they themselves use none of the layers.
const EVERYWHERE: &[&str] = &["config", "logging"];

/// Uses of a higher layer known today, as (user, used). Each has its reason and what removes
/// it; empty the list as they go (the test says when one has gone).
const LAYER_BREAKS_ALLOWED: &[(&str, &str)] = &[];

/// Top-level modules whose sub-modules may import each other in a circle: none.
const CIRCLES_ALLOWED_IN: &[&str] = &[];

/// Circles elsewhere known today, as (parent module, the modules in the circle), each waiting
/// for work in files others are changing; empty the list as they go (the test says when).
const CIRCLES_ALLOWED: &[(&str, &[&str])] = &[];

/// Most lines a source file may have.
const MAX_LINES: usize = 600;

/// Files allowed to be longer, by path under the crate root (`*` matches one file name): data
/// tables, none today.
const LONG_FILES_ALLOWED: &[&str] = &[];

fn show(m: &[String]) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

/// Modules of one parent importing each other in a circle.
struct Circle {
    parent: ModPath,
    /// Every module of the strongly connected group.
    members: BTreeSet<String>,
    /// One circle through it, with where each step is written.
    steps: String,
}

impl Circle {
    fn allowed(&self) -> bool {
        self.parent
            .first()
            .is_some_and(|top| CIRCLES_ALLOWED_IN.contains(&top.as_str()))
            || CIRCLES_ALLOWED.iter().any(|(parent, members)| {
                show(&self.parent) == *parent
                    && members
                        .iter()
                        .copied()
                        .eq(self.members.iter().map(String::as_str))
            })
    }
}

/// The circles among the children of each module (top-level modules included, less the
/// allowed layer breaks, which the layering test reports).
fn circles(graph: &Graph) -> Vec<Circle> {
    let mut by_parent: BTreeMap<ModPath, BTreeMap<String, BTreeMap<String, Evidence>>> = BTreeMap::new();
    for ((parent, from, to), ev) in graph.sibling_edges() {
        if parent.is_empty() && LAYER_BREAKS_ALLOWED.contains(&(from.as_str(), to.as_str())) {
            continue;
        }
        by_parent
            .entry(parent)
            .or_default()
            .entry(from)
            .or_default()
            .insert(to, ev);
    }
    let mut found = Vec::new();
    for (parent, adjacent) in by_parent {
        // Breadth first from `from`: each module reached, with the module it was reached from.
        let reach = |from: &str| -> BTreeMap<String, String> {
            let mut prev: BTreeMap<String, String> = BTreeMap::new();
            let mut queue = std::collections::VecDeque::from([from.to_string()]);
            while let Some(n) = queue.pop_front() {
                for next in adjacent.get(&n).into_iter().flat_map(|m| m.keys()) {
                    if !prev.contains_key(next) {
                        prev.insert(next.clone(), n.clone());
                        queue.push_back(next.clone());
                    }
                }
            }
            prev
        };
        let mut seen: BTreeSet<String> = BTreeSet::new();
        for start in adjacent.keys() {
            if seen.contains(start) {
                continue;
            }
            let prev = reach(start);
            if !prev.contains_key(start) {
                continue;
            }
            // The shortest circle back to `start`, walked backwards.
            let mut circle = vec![start.clone()];
            let mut n = prev[start].clone();
            while n != *start {
                circle.push(n.clone());
                n = prev[&n].clone();
            }
            circle.push(start.clone());
            circle.reverse();
            let members: BTreeSet<String> = adjacent
                .keys()
                .filter(|m| prev.contains_key(*m) && reach(m).contains_key(start))
                .cloned()
                .collect();
            seen.extend(members.iter().cloned());
            let steps: Vec<String> = circle
                .windows(2)
                .map(|w| {
                    let ev = &adjacent[&w[0]][&w[1]];
                    format!("{} → {} ({}:{})", w[0], w[1], ev.file, ev.line)
                })
                .collect();
            found.push(Circle {
                parent: parent.clone(),
                members,
                steps: steps.join(", "),
            });
        }
    }
    found
}

fn layer_of(top: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&top))
}

#[test]
fn sibling_modules_never_import_each_other_in_a_circle() {
    let circles = circles(&Graph::read());
    let wrong: Vec<String> = circles
        .iter()
        .filter(|c| !c.allowed())
        .map(|c| {
            let members: Vec<&str> = c.members.iter().map(String::as_str).collect();
            format!("in {}, {{{}}}: {}", show(&c.parent), members.join(", "), c.steps)
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "modules importing each other in a circle (move the shared piece to a module both use, \
         below them):\n{}",
        wrong.join("\n")
    );
    for (parent, members) in CIRCLES_ALLOWED {
        assert!(
            circles.iter().any(|c| show(&c.parent) == *parent
                && members.iter().copied().eq(c.members.iter().map(String::as_str))),
            "the circle {members:?} in {parent} has gone: remove it from CIRCLES_ALLOWED"
        );
    }
}

#[test]
fn a_module_uses_only_its_own_layer_and_the_layers_below_it() {
    let graph = Graph::read();
    let mut wrong = Vec::new();
    let tops: BTreeSet<&str> = graph
        .modules
        .iter()
        .filter_map(|m| m.first())
        .map(String::as_str)
        .collect();
    for top in tops {
        if layer_of(top).is_none() && !EVERYWHERE.contains(&top) {
            wrong.push(format!(
                "`{top}` is in no layer: add it to LAYERS (and docs/ARCHITECTURE.md)"
            ));
        }
    }
    let top_edges: BTreeMap<(String, String), Evidence> = graph
        .sibling_edges()
        .into_iter()
        .filter(|((parent, _, _), _)| parent.is_empty())
        .map(|((_, from, to), ev)| ((from, to), ev))
        .collect();
    for ((from, to), ev) in &top_edges {
        let allowed = match (layer_of(from), layer_of(to)) {
            _ if EVERYWHERE.contains(&to.as_str()) => true,
            _ if LAYER_BREAKS_ALLOWED.contains(&(from.as_str(), to.as_str())) => true,
            (Some(f), Some(t)) => f <= t,
            _ => false,
        };
        if !allowed {
            wrong.push(format!(
                "{from} uses {to} ({}:{}), which LAYERS forbids",
                ev.file, ev.line
            ));
        }
    }
    for (from, to) in LAYER_BREAKS_ALLOWED {
        if !top_edges.contains_key(&(from.to_string(), to.to_string())) {
            wrong.push(format!(
                "{from} no longer uses {to}: remove it from LAYER_BREAKS_ALLOWED"
            ));
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}

#[test]
fn the_layer_table_names_only_modules_it_knows_of() {
    // Guards the table against typos: every name is a module today or one being added.
    let being_added = ["rules", "locales"];
    let graph = Graph::read();
    for name in LAYERS.iter().flat_map(|l| l.iter()).chain(EVERYWHERE) {
        assert!(
            being_added.contains(name) || graph.modules.contains(&vec![name.to_string()]),
            "`{name}` is in the layer table but not in src/"
        );
    }
}

#[test]
fn the_graph_reader_sees_use_trees_paths_and_re_exports_but_not_comments_or_strings() {
    let src = |rel: &str, text: &str| Source {
        rel: rel.into(),
        module: module_of(rel),
        text: text.into(),
    };
    let a = src(
        "src/web/a.rs",
        r##"use crate::web::{b::{self, x as y}, c::*};
// crate::web::commented::out
/* crate::web::block /* nested */ comment */
fn f() -> char { let _ = "crate::web::quoted"; let _ = r#"crate::web::raw"#; super::d::g(); '"' }
mod tests { use super::super::e::h; }
pub(crate) use crate::store::Store;
"##,
    );
    let seen: Vec<(String, Option<String>)> = written_paths(&a)
        .into_iter()
        .map(|w| (w.segments.join("::"), w.reexport))
        .collect();
    let plain = |p: &str| (p.to_string(), None);
    assert_eq!(
        seen,
        vec![
            plain("crate::web::b"),
            plain("crate::web::b::x"),
            plain("crate::web::c"),
            plain("super::d::g"),
            plain("super::super::e::h"),
            ("crate::store::Store".to_string(), Some("Store".to_string())),
        ]
    );
    assert_eq!(module_of("src/web/mod.rs"), ["web"]);
    assert_eq!(module_of("src/lib.rs"), Vec::<String>::new());
    // The real graph is read: the web layer uses the store, through a re-export too.
    let graph = Graph::read();
    let edge = |from: &[&str], to: &[&str]| {
        let path = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<ModPath>();
        graph.edges.contains_key(&(path(from), path(to)))
    };
    assert!(edge(&["web", "quiz"], &["store", "quiz"]));
    assert!(edge(&["main"], &["cli"]));
    assert!(
        edge(&["training", "classes"], &["search", "analysis"]),
        "search::cyrillic_to_latin is analysis's"
    );
}

#[test]
fn no_source_file_is_longer_than_600_lines() {
    let allowed = |rel: &str| {
        LONG_FILES_ALLOWED
            .iter()
            .any(|pattern| match pattern.split_once('*') {
                Some((head, tail)) => {
                    rel.starts_with(head) && rel.ends_with(tail) && !rel[head.len()..].contains('/')
                }
                None => rel == *pattern,
            })
    };
    let long: Vec<String> = sources()
        .iter()
        .map(|s| (s.rel.clone(), s.text.lines().count()))
        .filter(|(rel, n)| *n > MAX_LINES && !allowed(rel))
        .map(|(rel, n)| format!("{rel}: {n} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "files over {MAX_LINES} lines (split them along their seams):\n{}",
        long.join("\n")
    );
}

/// The graph as read, for a look: `cargo test --test api architecture -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_the_module_graph() {
    let graph = Graph::read();
    for ((parent, from, to), ev) in graph.sibling_edges() {
        println!("{}: {from} → {to}  ({}:{})", show(&parent), ev.file, ev.line);
    }
}

#[test]
fn every_source_file_opens_with_the_job_of_its_module() {
    let silent: Vec<String> = sources()
        .into_iter()
        .filter(|s| !s.text.trim_start().starts_with("//!"))
        .map(|s| s.rel)
        .collect();
    assert!(
        silent.is_empty(),
        "files without a `//!` line saying what their module is for:\n{}",
        silent.join("\n")
    );
}

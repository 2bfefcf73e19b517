//! Loading the content folder: reads the topic list, the synonyms, the exam blueprint and every
//! document (counting each file in the content version), runs the checks on each part as it
//! is read and then across documents, and assembles the knowledge base when nothing is wrong.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use super::blueprint::{Blueprint, BlueprintFm, Section};
use super::checks::{self, Corpus, ExamFile, Findings, SynonymList, TopicList};
use super::document::{self, Parsed, localized};
use super::front_matter::TopicFm;
use super::problem::FILE;
use super::{KnowledgeBase, Lang, Problems, Ruling, Topic, default_blueprint, yaml};

/// One load of the content folder.
pub(crate) struct Loader<'a> {
    root: &'a Path,
    /// Every problem and warning found so far.
    pub(super) found: Findings,
    /// Reads the files, counting them in the content version.
    files: Files<'a>,
}

/// The content files read so far.
struct Files<'a> {
    root: &'a Path,
    /// Every file read, in order, for [`KnowledgeBase::version`].
    hasher: sha2::Sha256,
}

impl Files<'_> {
    /// Read a content file, counting it in the content version.
    fn read(&mut self, path: &Path) -> io::Result<String> {
        use sha2::Digest;
        let text = std::fs::read_to_string(path)?;
        let rel = path.strip_prefix(self.root).unwrap_or(path);
        self.hasher.update(rel.to_string_lossy().as_bytes());
        self.hasher.update([0]);
        self.hasher.update(text.as_bytes());
        Ok(text)
    }
}

impl<'a> Loader<'a> {
    /// A load of the folder `root`.
    pub(crate) fn new(root: &'a Path) -> Self {
        Loader {
            root,
            found: Findings::default(),
            files: Files {
                root,
                hasher: <sha2::Sha256 as sha2::Digest>::new(),
            },
        }
    }

    /// Load, check and assemble everything: every problem, or a complete knowledge base.
    pub(crate) fn run(mut self) -> Result<KnowledgeBase, Problems> {
        let topics = self.load_topics();
        let synonyms = self.load_synonyms();
        let blueprint = self.load_blueprint(&topics);
        let mut files = Vec::new();
        if let Err(e) = collect_md(self.root, &mut files) {
            let root = self.root.to_path_buf();
            let msg = format!("cannot read the content folder: {e}");
            self.found.problem(&root, None, FILE, msg);
            return Err(Problems(self.found.list));
        }
        files.sort();
        checks::file_names(&files, &mut self.found);
        // Main files, and translated bodies (`<id>.<lang>.md`) by the main file they belong to.
        let mut mains = Vec::new();
        let mut translations: BTreeMap<PathBuf, Vec<(Lang, PathBuf)>> = BTreeMap::new();
        for f in files {
            let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            match name.trim_end_matches(".md").rsplit_once('.') {
                Some((base, code)) => {
                    if let Some(lang) = Lang::from_code(code) {
                        let main = f.with_file_name(format!("{base}.md"));
                        translations.entry(main).or_default().push((lang, f));
                    }
                }
                None => mains.push(f),
            }
        }
        let mut parsed = Vec::new();
        for path in &mains {
            let doc = document::parse(
                path,
                translations.remove(path).unwrap_or_default(),
                &mut |p| self.files.read(p),
                &mut self.found,
            );
            let Some(doc) = doc else {
                continue;
            };
            self.found.draft = doc.fm.draft;
            checks::document(&doc, &mut self.found);
            self.found.draft = false;
            parsed.extend(doc.into_parsed());
        }
        let orphans: Vec<(PathBuf, PathBuf)> = (translations.into_iter())
            .flat_map(|(main, langs)| langs.into_iter().map(move |(_, f)| (main.clone(), f)))
            .collect();
        checks::corpus(&Corpus::new(&parsed, &orphans, &topics), &mut self.found);
        if self.found.any_problem() {
            return Err(Problems(self.found.list));
        }
        let (drafts, rulings): (Vec<Parsed>, Vec<Parsed>) = parsed.into_iter().partition(|p| p.draft);
        let mut rulings: Vec<Ruling> = rulings.into_iter().map(|p| p.ruling).collect();
        rulings.sort_by(|a, b| a.id.cmp(&b.id));
        let by_id = rulings
            .iter()
            .enumerate()
            .map(|(i, r)| (r.id.clone(), i))
            .collect();
        Ok(KnowledgeBase {
            variants: super::variant_index(&rulings),
            rulings,
            by_id,
            topics,
            synonyms,
            drafts: drafts.into_iter().map(|p| p.ruling).collect(),
            warnings: self.found.list,
            blueprint,
            version: {
                use sha2::Digest;
                let digest = self.files.hasher.finalize();
                digest[..8].iter().map(|b| format!("{b:02x}")).collect()
            },
        })
    }

    /// Read a YAML file of the content folder: `None` (and the problem reported) when it cannot
    /// be read or parsed, or when it is `optional` and absent.
    fn read_yaml<T: serde::de::DeserializeOwned>(
        &mut self,
        name: &str,
        what: &str,
        optional: bool,
    ) -> Option<(PathBuf, String, T)> {
        let path = self.root.join(name);
        let text = match self.files.read(&path) {
            Ok(t) => t,
            Err(e) if optional && e.kind() == io::ErrorKind::NotFound => return None,
            Err(e) => {
                self.found
                    .problem(&path, None, FILE, format!("cannot read the {what}: {e}"));
                return None;
            }
        };
        match yaml::from_str(&text) {
            Ok(v) => Some((path, text, v)),
            Err(e) => {
                self.found.problem(&path, e.line, FILE, e.message);
                None
            }
        }
    }

    /// `_topics.yaml`, checked.
    fn load_topics(&mut self) -> Vec<Topic> {
        let Some((path, text, topics)) = self.read_yaml::<Vec<TopicFm>>("_topics.yaml", "topic list", false)
        else {
            return Vec::new();
        };
        let list = TopicList { path, text, topics };
        checks::topic_list(&list, &mut self.found);
        (list.topics.into_iter())
            .map(|t| Topic {
                name: localized(&t.name),
                id: t.id,
            })
            .collect()
    }

    /// `_synonyms.yaml`, checked; none without the file.
    fn load_synonyms(&mut self) -> Vec<Vec<String>> {
        let Some((path, text, groups)) = self.read_yaml("_synonyms.yaml", "synonym list", true) else {
            return Vec::new();
        };
        let list = SynonymList { path, text, groups };
        checks::synonym_list(&list, &mut self.found);
        list.groups
    }

    /// `_exam.yaml`, checked; the default blueprint without it.
    fn load_blueprint(&mut self, topics: &[Topic]) -> Blueprint {
        let Some((path, text, blueprint)) =
            self.read_yaml::<BlueprintFm>("_exam.yaml", "exam blueprint", true)
        else {
            return default_blueprint(topics);
        };
        let file = ExamFile {
            path,
            text,
            blueprint,
            topics,
        };
        checks::exam(&file, &mut self.found);
        let raw = file.blueprint;
        Blueprint {
            questions: raw.questions,
            pass_percent: raw.pass_percent,
            min_calculations: raw.min_calculations,
            sections: (raw.sections.into_iter())
                .map(|s| Section {
                    name: localized(&s.name),
                    id: s.id,
                    topics: s.topics,
                    questions: s.questions,
                })
                .collect(),
        }
    }
}

/// Every Markdown file under `dir`, but READMEs and what starts with `.` or `_`.
pub(crate) fn collect_md(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || name.starts_with('_') {
            continue;
        }
        if entry.file_type()?.is_dir() {
            collect_md(&path, out)?;
        } else if name.ends_with(".md") && !name.eq_ignore_ascii_case("README.md") {
            out.push(path);
        }
    }
    Ok(())
}

//! The knowledge base: loads every document under `content/`, validates it completely (all
//! problems, each with file, line and field), renders bodies, and hands out an immutable
//! [`KnowledgeBase`]. Content never half-loads: any problem means no knowledge base.

mod articles;
pub mod blueprint;
mod front_matter;
mod locate;
pub mod markdown;
mod model;
pub mod numbers;
pub mod position;
mod problem;
pub mod scaffold;
pub mod script;
mod split;
pub mod text;
mod yaml;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

pub use articles::{ArticleError, ArticleRef, former_number, known_references};
pub use blueprint::{Blueprint, Section};
pub use model::{Body, Decides, Event, Kind, Lang, Localized, QuizItem, Ruling, TimeControl, Topic};
pub use problem::{Problem, Problems, Severity};

/// Parse YAML into `T` with the project's one YAML crate (used for UI strings too).
pub fn yaml_from_str<T: serde::de::DeserializeOwned>(text: &str) -> anyhow::Result<T> {
    yaml::from_str(text).map_err(|e| match e.line {
        Some(l) => anyhow::anyhow!("line {l}: {}", e.message),
        None => anyhow::anyhow!("{}", e.message),
    })
}
use front_matter::{FrontMatter, LangMap, QuizItemFm, TopicFm};

/// The loaded, validated knowledge base.
#[derive(Debug)]
pub struct KnowledgeBase {
    rulings: Vec<Ruling>,
    by_id: HashMap<String, usize>,
    topics: Vec<Topic>,
    synonyms: Vec<Vec<String>>,
    drafts: Vec<Ruling>,
    warnings: Vec<Problem>,
    blueprint: Blueprint,
    version: String,
}

impl KnowledgeBase {
    /// Load and validate everything under `root`. Returns every problem, or a complete base.
    pub fn load(root: &Path) -> Result<KnowledgeBase, Problems> {
        Loader::new(root).run()
    }

    /// A knowledge base from documents built in memory (benchmarks' synthetic corpora); no
    /// validation is done, so only code that builds valid documents may use it.
    #[doc(hidden)]
    pub fn from_rulings(
        mut rulings: Vec<Ruling>,
        topics: Vec<Topic>,
        synonyms: Vec<Vec<String>>,
    ) -> KnowledgeBase {
        rulings.sort_by(|a, b| a.id.cmp(&b.id));
        let by_id = rulings
            .iter()
            .enumerate()
            .map(|(i, r)| (r.id.clone(), i))
            .collect();
        let blueprint = default_blueprint(&topics);
        KnowledgeBase {
            rulings,
            by_id,
            topics,
            synonyms,
            drafts: Vec::new(),
            warnings: Vec::new(),
            blueprint,
            version: String::from("synthetic"),
        }
    }

    /// All documents served, in id order (drafts are not among them).
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// Valid documents still marked `draft: true`: never served or quizzed.
    pub fn drafts(&self) -> &[Ruling] {
        &self.drafts
    }

    /// A hash of every content file as loaded (16 hex digits): changes whenever the content
    /// does, so caches and offline copies know when they are stale.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// The mock-exam blueprint (`content/_exam.yaml`).
    pub fn blueprint(&self) -> &Blueprint {
        &self.blueprint
    }

    /// Findings worth a look that do not stop the content from loading.
    pub fn warnings(&self) -> &[Problem] {
        &self.warnings
    }

    /// A document by id.
    pub fn get(&self, id: &str) -> Option<&Ruling> {
        self.by_id.get(id).map(|&i| &self.rulings[i])
    }

    /// All topics, in file order.
    pub fn topics(&self) -> &[Topic] {
        &self.topics
    }

    /// Synonym groups for search (`content/_synonyms.yaml`): phrases in any language that mean
    /// the same thing.
    pub fn synonyms(&self) -> &[Vec<String>] {
        &self.synonyms
    }

    /// A topic by id.
    pub fn topic(&self, id: &str) -> Option<&Topic> {
        self.topics.iter().find(|t| t.id == id)
    }

    /// Documents citing `article` or one of its sub-articles (`7.5` finds `7.5.5`).
    pub fn citing(&self, article: &ArticleRef) -> Vec<&Ruling> {
        self.rulings
            .iter()
            .filter(|r| {
                r.articles
                    .iter()
                    .any(|a| a == article || a.parents().iter().any(|p| p == article.as_str()))
            })
            .collect()
    }

    /// Where the rule formerly numbered `number` lives now: the reference (or enclosing
    /// reference) cited by most of the documents with that former number; the more general
    /// one on a tie. `10.2` → `III.5`.
    pub fn current_home(&self, number: &str) -> Option<String> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for r in self.formerly(number) {
            let mut refs: Vec<String> = Vec::new();
            for a in &r.articles {
                refs.push(a.to_string());
                refs.extend(a.parents());
            }
            refs.sort();
            refs.dedup();
            for x in refs {
                *counts.entry(x).or_default() += 1;
            }
        }
        counts
            .into_iter()
            .max_by(|(a, ca), (b, cb)| ca.cmp(cb).then(b.len().cmp(&a.len())))
            .map(|(a, _)| a)
    }

    /// Documents whose former numbering includes `number` (e.g. `10.2`).
    pub fn formerly(&self, number: &str) -> Vec<&Ruling> {
        self.rulings
            .iter()
            .filter(|r| r.former_numbers.iter().any(|f| f == number))
            .collect()
    }
}

const FILE: &str = "-";

struct Loader<'a> {
    root: &'a Path,
    problems: Vec<Problem>,
    /// Every file read, in order, for [`KnowledgeBase::version`].
    hasher: sha2::Sha256,
    /// The file being parsed is a draft: what is merely unfinished in it is a warning.
    draft: bool,
}

/// A parsed main file waiting for cross-document checks.
struct Parsed {
    ruling: Ruling,
    /// Line of the `question` field, for the duplicate-question report.
    question_line: Option<usize>,
    id_line: Option<usize>,
    related_line: Option<usize>,
    topics_line: Option<usize>,
    /// Marked `draft: true`.
    draft: bool,
}

impl<'a> Loader<'a> {
    fn new(root: &'a Path) -> Self {
        Loader {
            root,
            problems: Vec::new(),
            hasher: <sha2::Sha256 as sha2::Digest>::new(),
            draft: false,
        }
    }

    /// Read a content file, counting it in the content version.
    fn read(&mut self, path: &Path) -> std::io::Result<String> {
        use sha2::Digest;
        let text = std::fs::read_to_string(path)?;
        let rel = path.strip_prefix(self.root).unwrap_or(path);
        self.hasher.update(rel.to_string_lossy().as_bytes());
        self.hasher.update([0]);
        self.hasher.update(text.as_bytes());
        Ok(text)
    }

    fn problem(&mut self, path: &Path, line: Option<usize>, field: &str, message: impl Into<String>) {
        self.finding(Severity::Problem, path, line, field, message.into());
    }

    fn warning(&mut self, path: &Path, line: Option<usize>, field: &str, message: impl Into<String>) {
        self.finding(Severity::Warning, path, line, field, message.into());
    }

    /// Something not written yet (a missing translation, a TODO stub, no quiz item): a problem
    /// in a document, a warning in a draft, so `check` lists what a draft still needs while
    /// the draft itself loads.
    fn incomplete(&mut self, path: &Path, line: Option<usize>, field: &str, message: impl Into<String>) {
        if self.draft {
            self.finding(
                Severity::Warning,
                path,
                line,
                field,
                format!("draft: {}", message.into()),
            );
        } else {
            self.problem(path, line, field, message);
        }
    }

    fn finding(
        &mut self,
        severity: Severity,
        path: &Path,
        line: Option<usize>,
        field: &str,
        message: String,
    ) {
        self.problems.push(Problem {
            path: path.to_path_buf(),
            line,
            field: field.to_string(),
            message,
            severity,
        });
    }

    fn run(mut self) -> Result<KnowledgeBase, Problems> {
        let topics = self.load_topics();
        let synonyms = self.load_synonyms();
        let blueprint = self.load_blueprint(&topics);
        let mut files = Vec::new();
        if let Err(e) = collect_md(self.root, &mut files) {
            let root = self.root.to_path_buf();
            self.problem(&root, None, FILE, format!("cannot read the content folder: {e}"));
            return Err(Problems(self.problems));
        }
        files.sort();
        // Split into main files and translated bodies (`<id>.<lang>.md`).
        let mut mains = Vec::new();
        let mut translations: BTreeMap<PathBuf, Vec<(Lang, PathBuf)>> = BTreeMap::new();
        for f in files {
            let name = f
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_string();
            let stem = name.trim_end_matches(".md");
            match stem.rsplit_once('.') {
                Some((base, code)) => match Lang::from_code(code) {
                    Some(lang) => translations
                        .entry(f.with_file_name(format!("{base}.md")))
                        .or_default()
                        .push((lang, f.clone())),
                    None => self.problem(
                        &f,
                        None,
                        FILE,
                        format!(
                            "`{code}` is not a language; translated bodies are named <id>.<en|pt|ru|sr>.md"
                        ),
                    ),
                },
                None => mains.push(f),
            }
        }
        let topic_ids: HashSet<&str> = topics.iter().map(|t| t.id.as_str()).collect();
        let mut parsed = Vec::new();
        for path in &mains {
            let p = self.parse_file(path, translations.remove(path).unwrap_or_default());
            self.draft = false;
            parsed.extend(p);
        }
        for (main, langs) in translations {
            for (_, f) in langs {
                self.problem(
                    &f,
                    None,
                    FILE,
                    format!("translated body without its main file `{}`", main.display()),
                );
            }
        }
        self.cross_checks(&parsed, &topic_ids);
        if self.problems.iter().any(|p| p.severity == Severity::Problem) {
            return Err(Problems(self.problems));
        }
        let (drafts, mut rulings): (Vec<Parsed>, Vec<Parsed>) = parsed.into_iter().partition(|p| p.draft);
        let drafts = drafts.into_iter().map(|p| p.ruling).collect();
        let mut rulings: Vec<Ruling> = rulings.drain(..).map(|p| p.ruling).collect();
        rulings.sort_by(|a, b| a.id.cmp(&b.id));
        let by_id = rulings
            .iter()
            .enumerate()
            .map(|(i, r)| (r.id.clone(), i))
            .collect();
        Ok(KnowledgeBase {
            rulings,
            by_id,
            topics,
            synonyms,
            drafts,
            warnings: self.problems,
            blueprint,
            version: {
                use sha2::Digest;
                let digest = self.hasher.finalize();
                digest[..8].iter().map(|b| format!("{b:02x}")).collect()
            },
        })
    }

    fn load_topics(&mut self) -> Vec<Topic> {
        let path = self.root.join("_topics.yaml");
        let text = match self.read(&path) {
            Ok(t) => t,
            Err(e) => {
                self.problem(&path, None, FILE, format!("cannot read the topic list: {e}"));
                return Vec::new();
            }
        };
        let raw: Vec<TopicFm> = match yaml::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                self.problem(&path, e.line, FILE, e.message);
                return Vec::new();
            }
        };
        let mut seen = HashSet::new();
        let mut topics = Vec::new();
        for (i, t) in raw.into_iter().enumerate() {
            let field = format!("[{i}]");
            let line = locate::locate(&text, &field).map(|l| l + 1);
            if !is_kebab(&t.id) {
                self.problem(&path, line, &format!("{field}.id"), "topic ids are kebab-case");
            }
            if !seen.insert(t.id.clone()) {
                self.problem(
                    &path,
                    line,
                    &format!("{field}.id"),
                    format!("duplicate topic `{}`", t.id),
                );
            }
            let name = self.localized_text(&path, &text, 1, &format!("{field}.name"), &t.name, line);
            topics.push(Topic { id: t.id, name });
        }
        topics
    }

    fn load_blueprint(&mut self, topics: &[Topic]) -> Blueprint {
        let path = self.root.join("_exam.yaml");
        let text = match self.read(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return default_blueprint(topics),
            Err(e) => {
                self.problem(&path, None, FILE, format!("cannot read the exam blueprint: {e}"));
                return default_blueprint(topics);
            }
        };
        let raw: blueprint::BlueprintFm = match yaml::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                self.problem(&path, e.line, FILE, e.message);
                return default_blueprint(topics);
            }
        };
        let line = |f: &str| locate::locate(&text, f).map(|l| l + 1);
        if !(1..=100).contains(&raw.pass_percent) {
            self.problem(
                &path,
                line("pass_percent"),
                "pass_percent",
                "a percentage from 1 to 100",
            );
        }
        let mut sections = Vec::new();
        for (i, s) in raw.sections.iter().enumerate() {
            let field = format!("sections[{i}]");
            if s.topics.is_empty() {
                self.problem(
                    &path,
                    line(&field),
                    &format!("{field}.topics"),
                    "a section needs at least one topic",
                );
            }
            for t in &s.topics {
                if !topics.iter().any(|x| &x.id == t) {
                    self.problem(
                        &path,
                        line(&field),
                        &format!("{field}.topics"),
                        format!("unknown topic `{t}` (see content/_topics.yaml)"),
                    );
                }
            }
            let name = self.localized_text(&path, &text, 1, &format!("{field}.name"), &s.name, line(&field));
            sections.push(Section {
                id: s.id.clone(),
                name,
                topics: s.topics.clone(),
                questions: s.questions,
            });
        }
        let total: usize = sections.iter().map(|s| s.questions).sum();
        if total != raw.questions {
            self.problem(
                &path,
                line("questions"),
                "questions",
                format!("the sections give {total} questions, not {}", raw.questions),
            );
        }
        if raw.min_calculations > raw.questions {
            self.problem(
                &path,
                line("min_calculations"),
                "min_calculations",
                "more than the exam's questions",
            );
        }
        Blueprint {
            questions: raw.questions,
            pass_percent: raw.pass_percent,
            min_calculations: raw.min_calculations,
            sections,
        }
    }

    fn load_synonyms(&mut self) -> Vec<Vec<String>> {
        let path = self.root.join("_synonyms.yaml");
        let text = match self.read(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
            Err(e) => {
                self.problem(&path, None, FILE, format!("cannot read the synonym list: {e}"));
                return Vec::new();
            }
        };
        let groups: Vec<Vec<String>> = match yaml::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                self.problem(&path, e.line, FILE, e.message);
                return Vec::new();
            }
        };
        for (i, g) in groups.iter().enumerate() {
            let field = format!("[{i}]");
            let line = locate::locate(&text, &field).map(|l| l + 1);
            if g.len() < 2 {
                self.problem(&path, line, &field, "a synonym group needs at least two phrases");
            }
            if g.iter().any(|p| p.trim().is_empty()) {
                self.problem(&path, line, &field, "synonym phrases must not be empty");
            }
        }
        groups
    }

    /// Parse and validate one main file and its translated bodies.
    fn parse_file(&mut self, path: &Path, translations: Vec<(Lang, PathBuf)>) -> Option<Parsed> {
        let text = match self.read(path) {
            Ok(t) => t,
            Err(e) => {
                self.problem(path, None, FILE, format!("cannot read: {e}"));
                return None;
            }
        };
        let parts = match split::split(&text) {
            Ok(p) => p,
            Err(split::SplitError::NoOpening) => {
                self.problem(
                    path,
                    Some(1),
                    FILE,
                    "the file must start with a `---` line opening the front matter",
                );
                return None;
            }
            Err(split::SplitError::NoClosing) => {
                self.problem(
                    path,
                    Some(1),
                    FILE,
                    "the front matter opened on line 1 is never closed with `---`",
                );
                return None;
            }
        };
        let fm: FrontMatter = match yaml::from_str(parts.yaml) {
            Ok(fm) => fm,
            Err(e) => {
                let line = e.line.map(|l| l + parts.yaml_line - 1);
                let field = field_from_message(&e.message);
                self.problem(path, line, &field, e.message);
                return None;
            }
        };
        self.draft = fm.draft;
        let base = parts.yaml_line;
        let yaml_text = parts.yaml;
        let at = |field: &str| locate::locate(yaml_text, field).map(|l| l + base);

        // id and file name
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        if !is_kebab(&fm.id) || fm.id.len() < 3 || fm.id.len() > 80 {
            self.problem(
                path,
                at("id"),
                "id",
                "ids are kebab-case ([a-z0-9-]), 3 to 80 characters",
            );
        }
        if fm.id != stem {
            self.problem(
                path,
                at("id"),
                "id",
                format!("id `{}` must equal the file name `{stem}`", fm.id),
            );
        }
        let kind = Kind::parse(&fm.kind);
        if kind.is_none() {
            self.problem(
                path,
                at("kind"),
                "kind",
                format!("unknown kind `{}` (ruling, law, procedure, regulation)", fm.kind),
            );
        }
        let source_lang = Lang::from_code(&fm.source_lang);
        if source_lang.is_none() {
            self.problem(
                path,
                at("source_lang"),
                "source_lang",
                format!("unknown language `{}` (en, pt, ru, sr)", fm.source_lang),
            );
        }
        // articles
        let mut articles = Vec::new();
        if fm.articles.is_empty() {
            self.incomplete(
                path,
                at("articles"),
                "articles",
                "at least one current article is required",
            );
        }
        for (i, a) in fm.articles.iter().enumerate() {
            match ArticleRef::parse(a) {
                Ok(r) if articles.contains(&r) => self.problem(
                    path,
                    at("articles"),
                    &format!("articles[{i}]"),
                    format!("`{r}` is listed twice"),
                ),
                Ok(r) => articles.push(r),
                Err(e) => self.problem(path, at("articles"), &format!("articles[{i}]"), e.to_string()),
            }
        }
        let mut former_numbers = Vec::new();
        for (i, f) in fm.former.iter().enumerate() {
            match former_number(f) {
                Some(n) => former_numbers.push(n),
                None => self.problem(
                    path,
                    at("former"),
                    &format!("former[{i}]"),
                    format!("`{f}` must start with the old article number, e.g. \"10.2 (2009)\""),
                ),
            }
        }
        if fm.topics.is_empty() {
            self.incomplete(path, at("topics"), "topics", "at least one topic is required");
        }
        let mut time_controls = Vec::new();
        if fm.time_controls.is_empty() {
            self.incomplete(
                path,
                at("time_controls"),
                "time_controls",
                "at least one of standard, rapid, blitz",
            );
        }
        for (i, t) in fm.time_controls.iter().enumerate() {
            match TimeControl::parse(t) {
                Some(tc) if !time_controls.contains(&tc) => time_controls.push(tc),
                Some(_) => self.problem(
                    path,
                    at("time_controls"),
                    &format!("time_controls[{i}]"),
                    format!("`{t}` is listed twice"),
                ),
                None => self.problem(
                    path,
                    at("time_controls"),
                    &format!("time_controls[{i}]"),
                    format!("unknown time control `{t}` (standard, rapid, blitz)"),
                ),
            }
        }
        let title = self.localized_text(path, yaml_text, base, "title", &fm.title, None);
        for l in Lang::ALL {
            if title.get(l).chars().count() > 120 {
                self.problem(
                    path,
                    at(&format!("title.{l}")),
                    &format!("title.{l}"),
                    "titles are at most 120 characters",
                );
            }
        }
        let question = self.localized_text(path, yaml_text, base, "question", &fm.question, None);
        let answer = self.localized_text(path, yaml_text, base, "answer", &fm.answer, None);
        let keywords = self.localized_list(path, yaml_text, base, "keywords", &fm.keywords);
        // quiz
        let mut quiz = Vec::new();
        if fm.quiz.is_empty() && kind.is_some_and(|k| k != Kind::Regulation) {
            self.incomplete(
                path,
                at("id"),
                "quiz",
                "at least one quiz item is required (optional only for regulations)",
            );
        } else if fm.quiz.is_empty() {
            self.warning(
                path,
                at("id"),
                "quiz",
                "no quiz item: trainees are asked about this regulation only through its case, if any",
            );
        }
        for (i, item) in fm.quiz.iter().enumerate() {
            quiz.push(self.quiz_item(path, yaml_text, base, i, item));
        }
        // event
        let event = match (&fm.event, kind) {
            (Some(e), Some(Kind::Regulation)) => {
                if e.name.trim().is_empty() || e.place.trim().is_empty() {
                    self.problem(path, at("event"), "event", "name and place must not be empty");
                }
                if e.dates.is_empty() || e.dates.len() > 2 || !e.dates.iter().all(|d| is_iso_date(d)) {
                    self.problem(
                        path,
                        at("event.dates"),
                        "event.dates",
                        "one or two ISO dates, e.g. [\"2025-06-05\", \"2025-06-08\"]",
                    );
                }
                Some(Event {
                    name: e.name.clone(),
                    place: e.place.clone(),
                    dates: e.dates.clone(),
                })
            }
            (None, Some(Kind::Regulation)) => {
                self.problem(
                    path,
                    at("kind"),
                    "event",
                    "a regulation needs an `event:` block (name, place, dates)",
                );
                None
            }
            (Some(_), _) => {
                self.problem(
                    path,
                    at("event"),
                    "event",
                    "only documents of kind `regulation` have an event",
                );
                None
            }
            (None, _) => None,
        };
        let decides = match fm.decides.as_deref() {
            None => None,
            Some(d) if is_todo(d) => {
                self.incomplete(
                    path,
                    at("decides"),
                    "decides",
                    "still a TODO: result, penalty, time, procedure, permission, calculation, pairing or none",
                );
                None
            }
            Some(d) => match Decides::parse(d) {
                Some(d) => Some(d),
                None => {
                    self.problem(
                        path,
                        at("decides"),
                        "decides",
                        format!(
                            "unknown kind of decision `{d}` (result, penalty, time, procedure, permission, calculation, pairing, none)"
                        ),
                    );
                    None
                }
            },
        };
        let position = fm.position.as_deref().and_then(|f| match position::normalize(f) {
            Ok(f) => Some(f),
            Err(e) => {
                self.problem(path, at("position"), "position", e);
                None
            }
        });
        // bodies
        let mut bodies: Localized<Option<Body>> = Localized::default();
        if parts.body.trim().is_empty() {
            self.problem(path, Some(parts.body_line), "body", "the body is empty");
        } else if is_todo(parts.body) {
            self.incomplete(path, Some(parts.body_line), "body", "the body is still a TODO");
        } else if let Some(l) = source_lang {
            *bodies.get_mut(l) = Some(render(parts.body));
        }
        let translated_paths: Vec<(Lang, PathBuf)> = translations.clone();
        for (lang, tpath) in translations {
            if Some(lang) == source_lang {
                self.problem(
                    &tpath,
                    None,
                    FILE,
                    format!("duplicates the source-language body ({lang}) of the main file"),
                );
                continue;
            }
            match self.read(&tpath) {
                Ok(t) if t.starts_with("---") => {
                    self.problem(&tpath, Some(1), FILE, "a translated body has no front matter")
                }
                Ok(t) if t.trim().is_empty() => self.problem(&tpath, Some(1), "body", "the body is empty"),
                Ok(t) if is_todo(&t) => self.incomplete(
                    &tpath,
                    Some(1),
                    &format!("body.{lang}"),
                    "the body is still a TODO",
                ),
                Ok(t) => *bodies.get_mut(lang) = Some(render(&t)),
                Err(e) => self.problem(&tpath, None, FILE, format!("cannot read: {e}")),
            }
        }
        // An article the body cites is one the document is about: it belongs in `articles` (or,
        // when the body calls it old, in `former`), or search by that number misses the document.
        if let Some(body) = source_lang.and_then(|l| bodies.get(l).as_ref()) {
            let (cited, _) = text::references(&body.text);
            for c in cited {
                let covered = articles.iter().any(|a: &ArticleRef| {
                    a.as_str() == c
                        || a.parents().contains(&c)
                        || ArticleRef::parse(&c).is_ok_and(|r| r.parents().iter().any(|p| p == a.as_str()))
                }) || former_numbers.contains(&c);
                if !covered {
                    let line = parts.body.lines().position(|l| l.contains(c.as_str()));
                    self.warning(
                        path,
                        Some(parts.body_line + line.unwrap_or(0)),
                        "body",
                        format!("the body cites {c}, which is not in `articles` (nor in `former`)"),
                    );
                }
            }
        }
        // A translation keeps the source's article references and figures.
        if let Some(source) = source_lang.and_then(|l| bodies.get(l).as_ref().map(|b| (l, b.text.clone()))) {
            for (lang, tpath) in &translated_paths {
                let Some(body) = bodies.get(*lang) else { continue };
                let (extra, missing) = numbers::differences(&source.1, &body.text);
                if !extra.is_empty() || !missing.is_empty() {
                    let mut msg = format!(
                        "the {lang} body does not give the same articles and figures as the {} body:",
                        source.0
                    );
                    if !missing.is_empty() {
                        msg.push_str(&format!(" missing {}", missing.join(", ")));
                    }
                    if !extra.is_empty() {
                        msg.push_str(&format!(
                            "{} not in the source {}",
                            if missing.is_empty() { "" } else { ";" },
                            extra.join(", ")
                        ));
                    }
                    self.problem(tpath, Some(1), &format!("body.{lang}"), msg);
                }
            }
        }
        // Every reader gets the whole ruling in their language: a missing body translation is a
        // problem, named by the file that should exist.
        if let Some(src) = source_lang {
            for lang in Lang::ALL {
                if lang != src
                    && bodies.get(lang).is_none()
                    && !translated_paths.iter().any(|(l, _)| *l == lang)
                {
                    self.incomplete(
                        path,
                        at("source_lang"),
                        "body",
                        format!(
                            "the {lang} body `{}.{lang}.md` is missing beside this file",
                            fm.id
                        ),
                    );
                }
            }
        }
        let ruling = Ruling {
            id: fm.id.clone(),
            kind: kind?,
            source_lang: source_lang?,
            articles,
            former: fm.former.clone(),
            former_numbers,
            topics: fm.topics.clone(),
            time_controls,
            source: fm.source.clone(),
            related: fm.related.clone(),
            title,
            question,
            answer,
            keywords,
            quiz,
            event,
            bodies,
            decides,
            position,
            path: path.to_path_buf(),
        };
        Some(Parsed {
            ruling,
            question_line: at("question.en"),
            id_line: at("id"),
            related_line: at("related"),
            topics_line: at("topics"),
            draft: fm.draft,
        })
    }

    fn quiz_item(&mut self, path: &Path, yaml: &str, base: usize, i: usize, item: &QuizItemFm) -> QuizItem {
        let f = |s: &str| format!("quiz[{i}].{s}");
        let ask = self.localized_text(path, yaml, base, &f("ask"), &item.ask, None);
        let right = self.localized_text(path, yaml, base, &f("right"), &item.right, None);
        let wrong: Vec<Localized<String>> = item
            .wrong
            .iter()
            .enumerate()
            .map(|(j, w)| self.localized_text(path, yaml, base, &f(&format!("wrong[{j}]")), w, None))
            .collect();
        let why = item
            .why
            .as_ref()
            .map(|w| self.localized_text(path, yaml, base, &f("why"), w, None));
        let line = |field: &str| locate::locate(yaml, field).map(|l| l + base);
        if wrong.len() < 3 {
            self.problem(
                path,
                line(&f("wrong")),
                &f("wrong"),
                format!("needs at least three wrong options, has {}", wrong.len()),
            );
        }
        for l in Lang::ALL {
            let mut seen = HashSet::new();
            let options = std::iter::once(right.get(l)).chain(wrong.iter().map(|w| w.get(l)));
            for o in options {
                // "Empate" and "empate." read the same to a trainee: compare folded.
                let norm = text::fold(o);
                if !norm.is_empty() && !seen.insert(norm) {
                    self.problem(
                        path,
                        line(&f("right")),
                        &f(&format!("wrong.{l}")),
                        format!(
                            "option `{o}` appears twice (ignoring case and accents); options must be distinct"
                        ),
                    );
                }
            }
        }
        let fen = item.fen.as_deref().and_then(|f| match position::normalize(f) {
            Ok(f) => Some(f),
            Err(e) => {
                self.problem(path, line(&f_fen(i)), &f_fen(i), e);
                None
            }
        });
        QuizItem {
            ask,
            right,
            wrong,
            why,
            fen,
            right_line: line(&f("right")),
        }
    }

    /// Check a language map: every language present and non-empty, no unknown key, Serbian in
    /// Latin script.
    fn localized_text(
        &mut self,
        path: &Path,
        yaml: &str,
        base: usize,
        field: &str,
        map: &LangMap<String>,
        fallback_line: Option<usize>,
    ) -> Localized<String> {
        let line = |f: &str| locate::locate(yaml, f).map(|l| l + base).or(fallback_line);
        let mut out: Localized<String> = Localized::default();
        for key in map.keys() {
            if Lang::from_code(key).is_none() {
                self.problem(
                    path,
                    line(&format!("{field}.{key}")),
                    &format!("{field}.{key}"),
                    format!("unknown language `{key}` (en, pt, ru, sr)"),
                );
            }
        }
        for l in Lang::ALL {
            let f = format!("{field}.{l}");
            match map.get(l.code()).map(|s| s.trim()) {
                None => self.incomplete(path, line(&f), &f, format!("missing the {} text", lang_name(l))),
                Some("") => {
                    self.incomplete(path, line(&f), &f, format!("the {} text is empty", lang_name(l)))
                }
                Some(s) if is_todo(s) => self.incomplete(path, line(&f), &f, "still a TODO"),
                Some(s) => {
                    if l == Lang::Sr && s.chars().any(is_cyrillic) {
                        self.problem(
                            path,
                            line(&f),
                            &f,
                            "Serbian is written in Latin script (Cyrillic is derived for search)",
                        );
                    }
                    *out.get_mut(l) = s.to_string();
                }
            }
        }
        out
    }

    fn localized_list(
        &mut self,
        path: &Path,
        yaml: &str,
        base: usize,
        field: &str,
        map: &LangMap<Vec<String>>,
    ) -> Localized<Vec<String>> {
        let line = |f: &str| locate::locate(yaml, f).map(|l| l + base);
        let mut out: Localized<Vec<String>> = Localized::default();
        for key in map.keys() {
            if Lang::from_code(key).is_none() {
                self.problem(
                    path,
                    line(&format!("{field}.{key}")),
                    &format!("{field}.{key}"),
                    format!("unknown language `{key}` (en, pt, ru, sr)"),
                );
            }
        }
        for l in Lang::ALL {
            let f = format!("{field}.{l}");
            let items: Vec<String> = map
                .get(l.code())
                .into_iter()
                .flatten()
                .map(|s| s.trim().to_string())
                .collect();
            if items.is_empty() {
                self.incomplete(
                    path,
                    line(&f),
                    &f,
                    format!("at least one {} keyword is required", lang_name(l)),
                );
            } else if items.iter().any(String::is_empty) {
                self.problem(path, line(&f), &f, "keywords must not be empty");
            } else if items.iter().any(|k| is_todo(k)) {
                self.incomplete(path, line(&f), &f, "still a TODO");
            }
            if l == Lang::Sr && items.iter().any(|s| s.chars().any(is_cyrillic)) {
                self.problem(
                    path,
                    line(&f),
                    &f,
                    "Serbian is written in Latin script (Cyrillic is derived for search)",
                );
            }
            *out.get_mut(l) = items;
        }
        out
    }

    fn cross_checks(&mut self, parsed: &[Parsed], topic_ids: &HashSet<&str>) {
        self.near_duplicate_questions(parsed);
        let mut ids: HashMap<&str, &Path> = HashMap::new();
        let mut questions: HashMap<String, &Path> = HashMap::new();
        let all_ids: HashSet<&str> = parsed.iter().map(|p| p.ruling.id.as_str()).collect();
        let draft_ids: HashSet<&str> = parsed
            .iter()
            .filter(|p| p.draft)
            .map(|p| p.ruling.id.as_str())
            .collect();
        for p in parsed {
            let r = &p.ruling;
            if let Some(first) = ids.insert(&r.id, &r.path) {
                let msg = format!("duplicate id `{}` (also in {})", r.id, first.display());
                self.problem(&r.path, p.id_line, "id", msg);
            }
            let q = normalize_question(&r.question.en);
            if !q.is_empty()
                && let Some(first) = questions.insert(q, &r.path)
            {
                let msg = format!("the same question is already asked in {}", first.display());
                self.problem(&r.path, p.question_line, "question.en", msg);
            }
            for t in &r.topics {
                if !topic_ids.contains(t.as_str()) {
                    self.problem(
                        &r.path,
                        p.topics_line,
                        "topics",
                        format!("unknown topic `{t}` (see content/_topics.yaml)"),
                    );
                }
            }
            for rel in &r.related {
                if !all_ids.contains(rel.as_str()) {
                    self.problem(
                        &r.path,
                        p.related_line,
                        "related",
                        format!("no document has the id `{rel}`"),
                    );
                } else if draft_ids.contains(rel.as_str()) && !p.draft {
                    self.problem(
                        &r.path,
                        p.related_line,
                        "related",
                        format!("`{rel}` is a draft, which is not served"),
                    );
                } else if rel == &r.id {
                    self.problem(
                        &r.path,
                        p.related_line,
                        "related",
                        "a document cannot be related to itself",
                    );
                } else if let Some(other) = parsed.iter().find(|o| &o.ruling.id == rel)
                    && !other.ruling.related.contains(&r.id)
                {
                    self.warning(
                        &r.path,
                        p.related_line,
                        "related",
                        format!("`{rel}` does not link back (add `{}` to its `related`)", r.id),
                    );
                }
            }
        }
    }
}

impl Loader<'_> {
    /// Two documents asking nearly the same question (the same English words but for a few) are
    /// likely one ruling written twice: a warning naming the other file. Identical questions are
    /// a problem, reported by [`Loader::cross_checks`].
    fn near_duplicate_questions(&mut self, parsed: &[Parsed]) {
        // The distinct words of each question, and its figures in order: "round 3 of 4 players"
        // and "round 5 of 6 players" share their words but not their figures.
        let words: Vec<(HashSet<String>, Vec<String>)> = parsed
            .iter()
            .map(|p| {
                let folded = text::fold(&p.ruling.question.en);
                let tokens: Vec<&str> = folded.split(|c: char| !c.is_alphanumeric()).collect();
                let figures = tokens
                    .iter()
                    .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
                    .map(|w| w.to_string())
                    .collect();
                let words = tokens
                    .into_iter()
                    .filter(|w| w.chars().count() > 2)
                    .map(str::to_string)
                    .collect();
                (words, figures)
            })
            .collect();
        for i in 0..parsed.len() {
            for j in i + 1..parsed.len() {
                let ((a, fa), (b, fb)) = (&words[i], &words[j]);
                if a.len() < 6 || b.len() < 6 || a == b || fa != fb {
                    continue;
                }
                let shared = a.intersection(b).count();
                let jaccard = shared as f64 / (a.len() + b.len() - shared) as f64;
                if jaccard >= NEAR_DUPLICATE {
                    let (p, other) = (&parsed[j], &parsed[i]);
                    self.warning(
                        &p.ruling.path,
                        p.question_line,
                        "question.en",
                        format!(
                            "nearly the same question as {} ({:.0} % of the words shared): one ruling written twice?",
                            other.ruling.path.display(),
                            jaccard * 100.0
                        ),
                    );
                }
            }
        }
    }
}

/// Share of distinct words two questions must have in common to be near duplicates.
const NEAR_DUPLICATE: f64 = 0.8;

/// Without `_exam.yaml`: 30 questions from every topic, 80 % to pass.
fn default_blueprint(topics: &[Topic]) -> Blueprint {
    Blueprint {
        questions: 30,
        pass_percent: 80,
        min_calculations: 0,
        sections: vec![Section {
            id: "all".into(),
            name: Localized {
                en: "All topics".into(),
                pt: "Todos os temas".into(),
                ru: "Все темы".into(),
                sr: "Sve teme".into(),
            },
            topics: topics.iter().map(|t| t.id.clone()).collect(),
            questions: 30,
        }],
    }
}

fn f_fen(i: usize) -> String {
    format!("quiz[{i}].fen")
}

fn render(markdown: &str) -> Body {
    Body {
        markdown: markdown.to_string(),
        html: markdown::to_safe_html(markdown),
        text: markdown::to_plain_text(markdown),
    }
}

fn collect_md(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
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

/// A stub left to fill in: text starting with `TODO` (what `arbiter-kb new` writes).
fn is_todo(s: &str) -> bool {
    s.trim_start().starts_with("TODO")
}

fn is_kebab(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn is_iso_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

fn lang_name(l: Lang) -> &'static str {
    match l {
        Lang::En => "English (en)",
        Lang::Pt => "Portuguese (pt)",
        Lang::Ru => "Russian (ru)",
        Lang::Sr => "Serbian (sr)",
    }
}

fn normalize_question(q: &str) -> String {
    q.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Guess the field a serde error is about ("unknown field `x`", "missing field `y`").
fn field_from_message(msg: &str) -> String {
    for marker in ["unknown field `", "missing field `", "duplicate field `"] {
        if let Some(rest) = msg.split(marker).nth(1)
            && let Some(name) = rest.split('`').next()
        {
            return name.to_string();
        }
    }
    // yaml_serde prefixes errors inside nested values with their path: "title.ru: invalid type".
    match msg.split_once(": ") {
        Some((path, _)) if !path.contains(' ') => path.to_string(),
        _ => "yaml".to_string(),
    }
}

#[cfg(test)]
mod tests;

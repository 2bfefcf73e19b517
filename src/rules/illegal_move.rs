//! (being moved here from `src/quiz/engines`.)

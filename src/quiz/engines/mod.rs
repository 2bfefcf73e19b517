//! Rule engines: each generates a question whose answer is computed from the rule, with a
//! worked explanation and the article, in all four languages.

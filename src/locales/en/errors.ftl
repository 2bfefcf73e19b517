### Error messages: what a refused request answers (the JSON API's `{"error": "…"}`, the
### account page's notice, the error page). Ids are named by `Message::new("…")` in the code;
### the English text is also what the log says and what API clients of old compare, so keep
### it as it is. Text between backticks is a parameter name or a value the reader typed.

## Signing in and accounts

error-sign-in = Sign in to do this.
error-not-allowed = Your account may not do this.
error-not-signed-in = Not signed in.
error-username-form = A username has 3 to 32 letters, digits, dots, dashes or underscores.
# $min: the fewest characters a password has (10).
error-password-short = A password needs at least { $min } characters; a few words make a good one.
error-password-long = This password is too long.
error-password-guessable = This password is too easy to guess. Choose another (a few unrelated words work well).
error-username-taken = This username is taken.
error-wrong-password = Wrong username or password.
error-current-password = The current password is wrong.
error-confirm-deletion = Tick the box to confirm the deletion.
error-no-account = No such account.
error-role-guest = An account cannot become a guest.
# The role names are the values the command line takes: keep them in English.
error-choose-role = Choose trainee, instructor or admin.
error-own-role = Change your own role from another administrator's account.
error-own-deletion = Delete your own account from the account page.

## Classes, rosters and class exams

error-class-name = A class name has 1 to 100 characters.
error-no-class = No such class.
error-no-class-code = No class has this code.
# $line: the line of the roster (1 for the first); $detail: the CSV reader's explanation (English).
error-roster-csv = The roster is not a valid CSV (line { $line }): { $detail }
# $line: the line of the roster; $raw: the name written there.
error-roster-name = Line { $line }: `{ $raw }` does not make a username (3 or more letters or digits).
error-roster-empty = The roster has no names.
# $max: the most names a roster takes.
error-roster-long = A roster has at most { $max } names.
error-exam-title = An exam title has 1 to 100 characters.
error-exam-size = An exam has 1 to 100 questions and 1 to 600 minutes.
error-exam-window = The exam must close after it opens.
error-no-exam = No such exam.
error-exam-not-open = This exam is not open yet.
error-exam-closed = This exam is closed.
error-exam-taken = You have already taken this exam.
error-time-format = Times are written like 2026-12-03T09:00Z.
# $field: the name of the form field (`count`, `minutes`).
error-field-number = `{ $field }` must be a number.

## Quizzes and answers

# $topic: the topic id asked for.
error-unknown-topic = Unknown topic `{ $topic }`.
error-no-questions = There are no questions in the chosen topics.
error-quiz-too-large = This quiz is too large.
# $open: how many unfinished quizzes one may have; $days: after how many days they are removed.
error-too-many-open = You have { $open } unfinished quizzes. Finish one, or wait: unfinished quizzes are removed after { $days } days.
error-no-mistakes = There are no mistakes to retry yet.
error-nothing-due = Nothing is due for review right now.
error-no-quiz = No such quiz.
error-no-question = This quiz has no such question.
error-no-option = This question has no such option.
error-quiz-finished = This quiz is finished; answers can no longer change.
error-time-over = The exam time is over: answers are no longer accepted.
error-flag-practice = Only exam questions are flagged for review: in practice the feedback comes at once.
error-already-answered = This question was already answered with another option.
error-length-number = The length must be a number.

## Parameters of the API (the names and values between backticks and quotes are literal)

error-lang-param = `lang` must be one of en, pt, ru, sr, sr-Cyrl.
error-mode-param = `mode` must be "practice" or "exam".
error-topics-param = Too many or too long topics.
# $max: the most questions a quiz has.
error-count-param = `count` must be from 1 to { $max }.
error-source-param = `source` must be topics, mistakes or due.
error-question-param = `question` must be an id such as "q1".
error-option-param = `option` must be an id such as "a".
error-role-param = `role` must be trainee, instructor or admin.
error-limit-param = `limit` must be a whole number from 1 to 50.
error-tc-param = `tc` must be standard, rapid or blitz.
error-kind-param = `kind` must be ruling, law, procedure or regulation.
# $chars: the length of the query; $max: the longest accepted.
error-query-long = The query is too long ({ $chars } characters; at most { $max }).

## Requests the server cannot read (each $detail is the parser's explanation, in English)

error-query-string = Invalid query string: { $detail }
error-path = Invalid path: { $detail }
error-json-body = Invalid JSON body: { $detail }
error-form-body = Invalid form: { $detail }
error-send-json = Send this request as JSON (Content-Type: application/json).
error-cross-site = Cross-site requests are not accepted.
error-form-expired = This form has expired or did not come from this site. Reload the page and try again.

## Things that are not there

# $path: the address asked for.
error-no-route = No route for { $path }
# $id: the ruling id asked for.
error-no-ruling-id = No ruling has the id `{ $id }`.
error-no-ruling-page = There is no ruling with this address.
# $raw: what was asked for as an article number.
error-not-article-number = `{ $raw }` is not an article number.
# $key: the article number asked for.
error-not-article = `{ $key }` is not an article of the 2023 Laws or a regulation we cover.
error-no-topic = There is no such topic.

## Limits and refusals (ids named by `training::limits`, `training::hashing` and `web::error`)

error-limit-quizzes = Too many quizzes started in a short time. Wait a moment and try again.
error-limit-answers = Too many answers in a short time. Wait a moment and try again.
error-limit-sessions = Too many new sessions from this address. Wait a moment and try again.
error-limit-logins = Too many login attempts. Wait a moment and try again.
error-limit-password = Too many password attempts. Wait a moment and try again.
error-limit-join = Too many join codes tried. Wait a moment and try again.
error-limit-writes = Too many changes in a short time. Wait a moment and try again.
error-busy-hashing = The server is busy signing people in. Try again in a moment.
error-disk-full = Answers cannot be saved right now. Please tell the organiser; try again in a minute.
error-busy = The server is busy. Try again in a moment.
error-internal = Something went wrong on our side. Please try again.

## The error page

# The heading after the status code; $code is the HTTP status (English: its standard name).
error-status = { $code ->
    [400] Bad Request
    [401] Unauthorized
    [403] Forbidden
    [404] Not Found
    [409] Conflict
    [415] Unsupported Media Type
    [422] Unprocessable Entity
    [429] Too Many Requests
    [500] Internal Server Error
    [503] Service Unavailable
   *[other] Error
}
# The search box's label and button.
error-page-search = Search
error-page-placeholder = 6.9, flag fall…
# The link back to the home page.
error-page-home = Arbiter KB

### Engine `time-control`: classify a time control under the Laws (A.1, B.1).
### Selector values: $pace is standard|rapid|blitz.

# The class as a word inside a sentence.
time-control-class = { $pace ->
        [blitz] blitz
        [rapid] rapid
       *[standard] standard play
    }
# Why the total over 60 moves gives that class.
time-control-reason = { $pace ->
        [blitz] 10 minutes or less, B.1
        [rapid] more than 10 and less than 60 minutes, A.1
       *[standard] 60 minutes or more, so not rapid under A.1 and not blitz under B.1
    }
# A number of minutes ($n, always 3 or more).
time-control-minutes = { $n } minutes
# The time over 60 moves: $base minutes, $inc seconds per move, $minutes the total
# (time-control-minutes).
time-control-sum = { $inc ->
        [0] no increment, so { $minutes }
       *[other] { $base } + 60 × { $inc } s = { $base } + { $inc } = { $minutes }
    }
# Added when the base time alone ($base minutes) falls in another class ($class,
# time-control-class).
time-control-base-alone = The base time alone ({ $base } min) would wrongly suggest { $class }: the increment counts.
# Which of four time controls is of a class ($pace): the options are the time controls.
time-control-stem-which = An event's regulations could set any of these time controls for each player, for the whole game (an increment counts from move 1). Which of them do the Laws of Chess class as { $pace ->
        [blitz] blitz
        [rapid] rapid
       *[standard] standard play (neither rapid nor blitz)
    }?
# One time control worked out: $clock, $sum (time-control-sum), $class (time-control-class);
# without an increment ($inc 0) just the minutes ($minutes, time-control-minutes).
time-control-which-line = { $inc ->
        [0] { $clock }: { $minutes } → { $class }.
       *[other] { $clock }: { $sum } → { $class }.
    }
# The explanation of time-control-stem-which: $class and $reason (time-control-reason) of the
# class asked, $key the key's time-control-which-line; the other lines follow it.
time-control-which-explanation = Count the time for 60 moves per player; { $class } is { $reason }. { $key }
# The question: an event's two stages, $first and $second the time controls ("10 min + 5 s
# per move").
time-control-pair-stem = An event has two stages, each setting one time control for each player, for the whole game (an increment counts from move 1). First stage: { $first }. Second stage: { $second }. How do the Laws of Chess classify the games of the two stages?
# An answer option: the classes of the first and of the second stage, in order ($first,
# $second: standard|rapid|blitz; $same: yes when both are of one class, else no).
time-control-pair-option = { $same ->
        [yes] { $first ->
            [blitz] Blitz in both
            [rapid] Rapid in both
           *[standard] Standard play in both
        }
       *[no] { $first ->
            [blitz] Blitz
            [rapid] Rapid
           *[standard] Standard play
        }, then { $second ->
            [blitz] blitz
            [rapid] rapid
           *[standard] standard play
        }
    }
# The explanation opens with this sentence; a time-control-pair-line per stage follows.
time-control-pair-explanation = Count the time for 60 moves per player.
# One stage worked out: $stage first|second, $clock, $inc, $minutes (time-control-minutes),
# $sum (time-control-sum), $class (time-control-class), $reason (time-control-reason).
time-control-pair-line = { $stage ->
        [first] First stage
       *[second] Second stage
    } ({ $clock }): { $inc ->
        [0] { $minutes }
       *[other] { $sum }
    } → { $class } ({ $reason }).

### Engine `recording`: must the player keep recording the moves (8.4, A.2)?
### Times ($time, $low) are written m:ss ("4:59").

# The question. $setting is the game and clock (shared `setting` messages); $time what the
# clock shows now; $history is recording-history-never or recording-history-low.
recording-stem = { $setting }. A player's clock now shows { $time } left in the current period. { $history } Must the player keep recording the moves?
recording-history-never = Earlier in this period the clock never showed less than 5 minutes.
# $low: the lowest time the clock showed earlier in the period.
recording-history-low = Earlier in this period the clock went down to { $low }, and the increment has since brought it back up.
# The answers ($duty): record (never under 5 minutes), exempt (8.4), not-required (rapid and
# blitz, A.2), increment (30 seconds or more).
recording-option = { $duty ->
        [record] Yes: the player has not had less than 5 minutes in this period, so must keep recording (8.4)
        [exempt] No: the player has had less than 5 minutes in this period, with no increment of 30 seconds or more, so may stop recording for the rest of the period (8.4)
        [not-required] No: in rapid and blitz recording the moves is not required at all (A.2)
       *[increment] Yes: with an increment of 30 seconds or more recording stays compulsory however little time is left (8.4)
    }
# The explanation in rapid and blitz ($pace: rapid or blitz; blitz adds the sentence on B.3).
recording-explain-rapid-blitz = In rapid and blitz the players need not record the moves (A.2); they keep the claims normally based on a scoresheet and may ask the arbiter for one at any time.{ $pace ->
        [blitz] {" "}In blitz without full supervision B.3 applies A.2.
       *[rapid] {""}
    } The five-minute rule of 8.4 is about standard play, where recording is compulsory.
# The explanation in standard play: the rule, then one of the details below.
recording-rule = 8.4 frees a player from recording for the rest of a period once he has less than 5 minutes at some stage in it, unless there is an increment of 30 seconds or more.
# $inc: the increment in seconds.
recording-detail-increment = Here the increment is { $inc } seconds, so recording stays compulsory however low the clock goes.
recording-detail-never-under = Here the clock shows { $time } and never showed less than 5 minutes earlier in the period, so the player must keep recording.
# $low: the lowest time earlier in the period; $time: what the clock shows now (5:00 or more).
recording-detail-earlier = Here the clock went down to { $low } earlier in the period: from then on the player is exempt for the rest of the period, even though the increment has brought it back to { $time }.
recording-detail-now = Here { $time } is less than 5 minutes and the increment is under 30 seconds, so the player may stop recording for the rest of the period, even if the clock later climbs back above 5 minutes.
# Added when the clock shows exactly 5:00.
recording-exactly-five = Exactly 5:00 is not “less than five minutes”.
# Added when the increment is exactly 30 seconds.
recording-exactly-thirty = An increment of exactly 30 seconds counts as “30 seconds or more”.

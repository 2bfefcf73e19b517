### Words outside the interface pages: the board's description for screen readers, the
### feedback of case questions, a question gone from the knowledge base, exported feedback,
### the headings of imported rulings.
### $role is king|queen|rook|bishop|knight|pawn; $side is white|black.

board-piece = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
board-side = { $side ->
    [white] White
   *[black] Black
}
board-position = Position
# The side to move, as a sentence ($side: white|black).
board-to-move = { $side ->
    [white] White to move
   *[black] Black to move
}
# Before the titles of the rulings the wrong options of a case question come from.
case-others = The other options are the decisions of other situations:
question-gone = This question is no longer in the knowledge base; its answer still counts in the score.
# Before the article numbers in exported feedback: "(Art. 6.9, 6.10)".
article-label = Art.
import-heading-facts = Facts
import-heading-decision = Decision
import-heading-reasoning = Reasoning
import-heading-articles = Articles

# How scorepad.sqlite was written, by the scorepad of commit b1ed5f8 (moves
# stored as one JSON union; 2026-12-01), then the outputs next to it:
#   for i in 1..10: scorepad sheet $i --json > sheet$i.json; scorepad edit $i --list --json > edits$i.json
#   scorepad export > export.json
# Game 10 was written through that version's library (sheets.Service.Move)
# to hold a box written by the program (auto, P10): Yam's, Jo and Kim, moves
#   {Dice:"12346",Box:"aces",Throws:["12346/1","14562/1","12346/12346"]}
#   {Dice:"22346",Box:"twos",Auto:true,Throws:["22346/22346"]}
#   {Dice:"33332",Box:"threes"}
# Read by TestV1LogReadsTheSame and TestV1LogEditsAndUndoes (cmd/e2e_v1log_test.go).
export SCOREPAD_DB=/tmp/fx/t.db SCOREPAD_CACHE=/tmp/fx/cache LANG=en_US.UTF-8
sp=/tmp/sp-old
robots() { n=0; while $sp move $1 --robot >/dev/null 2>&1; do n=$((n+1)); done; echo "game $1: $n robot moves"; }
# 1 Penta finished, robots (throw records, auto)
$sp new penta --players "robot:normal,robot:expert"
robots 1
# 2 Penta in progress: human moves with throws, an edit, an undo, a French alias
$sp new penta --players "Ana,robot:normal"
$sp move 2 --dice 44412 --box fours --throw 44123/44 --throw 44451/444 --throw 44412/444
$sp move 2 --robot
$sp move 2 --dice 66613 --box sixes
$sp undo 2
$sp --lang fr move 2 --dice 66613 --box six
$sp move 2 --robot
$sp edit 2 --move 1 --dice 44442 --box fours --by Zoe
$sp move 2 --dice 12345 --box chance
# 3 Yam's with columns and plus-minus, in progress
$sp new yams --players "Ben,Cleo" --columns down,up,free --plus-minus --full 25+sum --four-kind fixed:40
$sp move 3 --dice 11123 --box aces --column down --throw 11256/11 --throw 11134/111 --throw 11123/111
$sp move 3 --dice 66654 --box chance --column up
$sp move 3 --dice 22341 --box twos --column down
$sp move 3 --dice 55555 --box yams --column free --throw 55512/555 --throw 55555/55555
$sp move 3 --dice 33312 --box threes --column down
$sp edit 3 --move 2 --dice 66665 --box chance --column up --by Cleo
$sp move 3 --dice 65432 --box plus --column free
$sp move 3 --dice 11112 --box minus --column free
$sp undo 3
$sp move 3 --dice 11211 --box minus --column free
# 4 Yam's francaise finished by robots
$sp new yams --players "robot:normal,robot:expert" --preset francaise
robots 4
# 5 5000 finished: humans then robots; bust, totals only, turn notation
$sp new 5000 --players "Dan,robot:normal" --bust-rule nothing-scores
$sp move 5 --turn "111234/111 556/55"
$sp move 5 --robot
$sp move 5 --bust
$sp move 5 --robot
$sp move 5 --points 650
$sp move 5 --robot
$sp move 5 --turn "155234/155 234/-"
$sp move 5 --robot
$sp move 5 --points 1500
$sp undo 5
$sp move 5 --points 1450
$sp edit 5 --move 5 --points 700 --by Dan
$sp move 5 --robot
for i in $(seq 1 40); do $sp move 5 --points 300 >/dev/null 2>&1 || break; $sp move 5 --robot >/dev/null 2>&1 || break; done
# 6 5000 in progress, three players, booklet rule
$sp new 5000 --players "Eve,Fay,Gus"
$sp move 6 --points 450
$sp move 6 --turn "511234/5 11234/11 -"  || $sp move 6 --turn "511234/511 234/-"
$sp move 6 --bust
$sp move 6 --points 1000
$sp move 6 --turn "111234/111 556/55"
# 7 Sackson with a robot, in progress, penalty 150
$sp new sackson --players "Hal,robot:normal" --penalty 150
$sp move 7 --roll 33456 --choice "Hal=3+4,5+6/3"
$sp move 7 --roll 22456 --choice "Hal=2+4,5+6/2"
$sp move 7 --roll 11666 --choice "Hal=1+6,1+6/6"
$sp undo 7
$sp move 7 --roll 11666 --choice "Hal=1+1,6+6/6"
$sp edit 7 --move 1 --roll 33456 --choice "Hal=3+5,4+6/3" --choice "robot:normal=3+5,4+6/3" --by Hal
# 8 Sackson robots only, finished
$sp new sackson --players "robot:normal,robot:expert"
robots 8
# 9 Penta abandoned
$sp new penta --players "Ivy"
$sp move 9 --dice 22222 --box penta
$sp abandon 9 --yes || $sp abandon 9
$sp games --all
# 10 Yam's with a move written by the program (P10: auto), through the library of this version
/tmp/fxgen $SCOREPAD_DB   # see above
# an edit taken back (game 6)
$sp edit 6 --move 1 --points 500 --by Eve
$sp undo 6
$sp games --all

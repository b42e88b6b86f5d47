package web

import (
	"context"
	"fmt"
	"log"
	"strings"
	"sync"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Robots on the page (issue 37): when a robot is to play, the server plays
// its turn as play does (the table's dialogue, its Expert and dice), one
// move at the table's pace (Pace after the move before it, on the server's
// clock), and every page shows the move with the words the terminal
// prints for it: the throws and keeps, then what was written.

// pace is the pause before a robot's move when Server.Pace is zero.
const pace = 2 * time.Second

func (s *Server) pace() time.Duration {
	if s.Pace > 0 {
		return s.Pace
	}
	return pace
}

// moved is told that game id has a new move: a robot to play next plays
// after the pause.
func (s *Server) moved(id int64) {
	st, err := s.Service.Load(context.Background(), id)
	if err != nil {
		return
	}
	s.robotNext(st)
}

// robotNext schedules the move of the robot to move in st, if any.
func (s *Server) robotNext(st *sheets.State) {
	if s.Table == nil || s.ReadOnly || st.Finished || !st.Game.Abandoned.IsZero() {
		return
	}
	if st.Turn >= 0 && scoring.IsRobot(st.Game.Players[st.Turn]) {
		s.due.set(st.Game.ID, s.now().Add(s.pace()))
	}
}

// robotMove plays the robot to move in st (the dialogue's robot turn, at
// the position st), then schedules the next.
func (s *Server) robotMove(ctx context.Context, st *sheets.State) {
	mu, _ := s.turns.LoadOrStore(st.Game.ID, &sync.Mutex{})
	mu.(*sync.Mutex).Lock()
	defer mu.(*sync.Mutex).Unlock()
	var said strings.Builder
	step, err := s.Table(lang.EN, &said).Step(ctx, st.Game.ID, len(st.Game.Moves), []string{"robot"})
	if err != nil {
		log.Printf("scorepad serve: game %d: the robot's move: %v", st.Game.ID, err)
		return
	}
	if !step.Saved {
		return
	}
	s.hub.poke()
	s.moved(st.Game.ID)
}

// robotWords says how st's last move was played when a robot made it or
// digital dice were thrown for it ("" for a move of real dice): "robot:expert:
// throw 1: 3 3 5 1 2, keeps 3 3 · …", "Ben: throws 234623: bust".
func (s *Server) robotWords(st *sheets.State, l lang.Lang) string {
	n := len(st.Game.Moves)
	if n == 0 || s.Table == nil {
		return ""
	}
	m := st.Game.Moves[n-1]
	if m.Seat < 0 || m.Seat >= len(st.Game.Players) || !scoring.IsRobot(st.Game.Players[m.Seat]) && !st.Game.Options.Digital {
		return ""
	}
	var b strings.Builder
	t := s.Table(l, &b)
	words := t.RobotPlayed(st, m)
	if words == "" {
		return ""
	}
	return fmt.Sprintf("%s: %s", st.Game.Players[m.Seat], words)
}

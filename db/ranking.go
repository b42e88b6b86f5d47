package db

import (
	"math"
	"sort"
)

// MinRanked is how many games with others a player needs to be ranked
// among the players of a rule set, and so to be named best at it.
const MinRanked = 3

// Ranking orders the players of one rule set who played with others, the
// statistics' ranking rule: by the conservative rating μ − 3σ
// (RatingFigure.Ordinal; a player without a rating after every rated
// one), then by wins, then by mean total; a player with fewer than
// MinRanked games with others comes after every player with MinRanked or
// more, ordered the same way among them. A player who only played alone
// (no game with others) is left out. Players equal on all of these keep
// their order in ks. ks itself is not changed.
func Ranking(ks []KindStats) []KindStats {
	var out []KindStats
	for _, k := range ks {
		if k.Games > 0 {
			out = append(out, k)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Games >= MinRanked) != (b.Games >= MinRanked) {
			return a.Games >= MinRanked
		}
		if ra, rb := rankingOrdinal(a), rankingOrdinal(b); ra != rb {
			return ra > rb
		}
		if a.Wins != b.Wins {
			return a.Wins > b.Wins
		}
		return a.Mean > b.Mean
	})
	return out
}

// rankingOrdinal is the rating a ranking sorts on: μ − 3σ, or −∞ for a player
// without a rating.
func rankingOrdinal(k KindStats) float64 {
	if k.Rating == nil {
		return math.Inf(-1)
	}
	return k.Rating.Ordinal
}

// Favourite is a player's favourite game among their rule sets' figures
// ks: the kind they played most, the games with others and alone
// together (a kind's rule sets counted apart), the first in ks on a tie;
// games is that count. A player without a game has no favourite ("", 0).
func Favourite(ks []KindStats) (kind string, games int) {
	for _, k := range ks {
		if n := k.Games + k.Solo.Games; n > games {
			kind, games = k.Kind, n
		}
	}
	return kind, games
}

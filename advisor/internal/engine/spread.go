package engine

import "math"

// Spread returns the mean of the totals of n games, their standard
// deviation (n − 1), the mean's standard error and the extremes.
func Spread(totals []int) (mean, stddev, stderr float64, lo, hi int) {
	n := len(totals)
	lo, hi = math.MaxInt, math.MinInt
	sum := 0.0
	for _, t := range totals {
		sum += float64(t)
		lo, hi = min(lo, t), max(hi, t)
	}
	mean = sum / float64(n)
	v := 0.0
	for _, t := range totals {
		v += (float64(t) - mean) * (float64(t) - mean)
	}
	if n > 1 {
		stddev = math.Sqrt(v / float64(n-1))
	}
	return mean, stddev, stddev / math.Sqrt(float64(n)), lo, hi
}

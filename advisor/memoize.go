package advisor

import "sync"

// keyed computes a value once per key and keeps it (the shared, read-only
// models and evaluations of the rules); safe for concurrent use.
type keyed[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// get returns the value of k, made by mk the first time.
func (c *keyed[K, V]) get(k K, mk func() V) V {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := c.m[k]; ok {
		return v
	}
	if c.m == nil {
		c.m = map[K]V{}
	}
	v := mk()
	c.m[k] = v
	return v
}

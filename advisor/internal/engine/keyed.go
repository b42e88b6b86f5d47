package engine

import "sync"

// Keyed computes a value once per key and keeps it (the shared, read-only
// models and evaluations of the rules); safe for concurrent use. The zero
// value is ready.
type Keyed[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// Get returns the value of k, made by mk the first time.
func (c *Keyed[K, V]) Get(k K, mk func() V) V {
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

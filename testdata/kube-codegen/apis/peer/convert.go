// Package peer holds hand-written conversions, found through
// --extra-peer-dir.
package peer

// Package external holds the constants that shapes' +default=ref() name.
package external

// Mode is a named string.
type Mode string

// DefaultMode is a default given by reference.
const DefaultMode Mode = "fast"

// DefaultPort is a default given by its full path.
const DefaultPort = 8080

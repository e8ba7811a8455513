// Package old was an API package; it asks for no generated code anymore.
package old

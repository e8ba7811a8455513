// Package misplaced has tags where no generator reads them.
package misplaced

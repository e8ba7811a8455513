package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"go/scanner"
	"go/token"
	"os"
	"strconv"
)

// headerHash is the hash of what go list reads of a Go file (the list
// cache's stamp of a package's file): its header, from its first byte to
// the end of its package clause and import declarations, which holds the
// build constraints, the //go: directives before the package clause, the
// package name, the imports and a cgo preamble. An edit below the header
// (a type, a field, a tag) leaves it as it was, and go list's output with
// it. A file that imports "embed" (whose //go:embed lines below the header
// go list reads) or whose header does not scan is hashed whole, in another
// domain, so that it never matches a header's hash. "" when the file
// cannot be read.
func headerHash(path string) string {
	src, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	h := sha256.New()
	if end, ok := goHeaderEnd(src); ok {
		h.Write([]byte("header\x00"))
		h.Write(src[:end])
	} else {
		h.Write([]byte("whole\x00"))
		h.Write(src)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// goHeaderEnd returns the offset of the end of src's package clause and
// import declarations, and false when src imports "embed" or its header
// does not scan as Go.
func goHeaderEnd(src []byte) (int, bool) {
	file := token.NewFileSet().AddFile("", -1, len(src))
	var s scanner.Scanner
	failed := false
	s.Init(file, src, func(token.Position, string) { failed = true }, 0)
	end := 0
	next := func() (token.Token, string) {
		pos, tok, lit := s.Scan()
		if tok != token.SEMICOLON && tok != token.EOF {
			// The end of the token: its literal, or its spelling.
			n := len(lit)
			if lit == "" {
				n = len(tok.String())
			}
			end = file.Offset(pos) + n
		}
		return tok, lit
	}
	if tok, _ := next(); tok != token.PACKAGE {
		return 0, false
	}
	if tok, _ := next(); tok != token.IDENT {
		return 0, false
	}
	header := end
	for tok, _ := next(); ; {
		switch {
		case failed:
			return 0, false
		case tok == token.SEMICOLON:
			tok, _ = next()
		case tok == token.IMPORT:
			if !skipImport(next) {
				return 0, false
			}
			header = end
			tok, _ = next()
		default:
			return header, true
		}
	}
}

// skipImport reads one import declaration after its keyword, up to its
// last token; false when it imports "embed" or does not scan as an
// import declaration.
func skipImport(next func() (token.Token, string)) bool {
	tok, lit := next()
	group := tok == token.LPAREN
	if group {
		tok, lit = next()
	}
	for {
		switch tok {
		case token.STRING:
			if path, err := strconv.Unquote(lit); err != nil || path == "embed" {
				return false
			}
			if !group {
				return true
			}
		case token.RPAREN:
			return group
		case token.IDENT, token.PERIOD, token.SEMICOLON:
		default:
			return false
		}
		tok, lit = next()
	}
}

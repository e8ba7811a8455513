package kyaml

import "unicode"

// keyLess is go-yaml v2's order of string keys: rune by rune, other
// runes before letters, and at the first difference a run of digits compared
// as a number ("a2" before "a10"; equal numbers, the shorter run first).
func keyLess(a, b string) bool {
	ar, br := []rune(a), []rune(b)
	for i := 0; i < len(ar) && i < len(br); i++ {
		if ar[i] == br[i] {
			continue
		}
		al, bl := unicode.IsLetter(ar[i]), unicode.IsLetter(br[i])
		if al && bl {
			return ar[i] < br[i]
		}
		if al || bl {
			return bl
		}
		return digitsLess(ar, br, i)
	}
	return len(ar) < len(br)
}

// digitsLess compares ar and br from their first difference at i, neither
// of them a letter: by the numbers the digit runs from i spell (a run that
// continues a number with a non-zero digit before i counts from 1, which is
// how go-yaml v2 keeps "1" < "01" apart from "10" < "010"), then by the
// runs' lengths, then by the runes.
func digitsLess(ar, br []rune, i int) bool {
	var an, bn int64
	if ar[i] == '0' || br[i] == '0' {
		for j := i - 1; j >= 0 && unicode.IsDigit(ar[j]); j-- {
			if ar[j] != '0' {
				an, bn = 1, 1
				break
			}
		}
	}
	ai, bi := i, i
	for ; ai < len(ar) && unicode.IsDigit(ar[ai]); ai++ {
		an = an*10 + int64(ar[ai]-'0')
	}
	for ; bi < len(br) && unicode.IsDigit(br[bi]); bi++ {
		bn = bn*10 + int64(br[bi]-'0')
	}
	if an != bn {
		return an < bn
	}
	if ai != bi {
		return ai < bi
	}
	return ar[i] < br[i]
}

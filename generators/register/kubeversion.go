package register

import (
	"cmp"
	"strconv"
	"strings"
)

// The stabilities of a Kubernetes version, least preferred first.
const (
	alpha = iota
	beta
	ga
)

// kubeVersion is a version name such as v1, v2beta1 or v1alpha3.
type kubeVersion struct {
	major, stability, minor int
}

// parseKubeVersion reads v as "v" MAJOR, optionally followed by "alpha" or
// "beta" and MINOR, where MAJOR and MINOR are ASCII digits that fit an int.
// ok is false for any other string.
func parseKubeVersion(v string) (kv kubeVersion, ok bool) {
	rest, found := strings.CutPrefix(v, "v")
	if !found {
		return kv, false
	}
	major, rest := leadingDigits(rest)
	kv.stability = ga
	switch {
	case rest == "":
	case strings.HasPrefix(rest, "alpha"):
		kv.stability, rest = alpha, rest[len("alpha"):]
	case strings.HasPrefix(rest, "beta"):
		kv.stability, rest = beta, rest[len("beta"):]
	default:
		return kv, false
	}
	minor, rest := leadingDigits(rest)
	if major == "" || rest != "" || (kv.stability != ga && minor == "") {
		return kv, false
	}
	var err error
	if kv.major, err = strconv.Atoi(major); err != nil {
		return kv, false
	}
	if kv.stability != ga {
		if kv.minor, err = strconv.Atoi(minor); err != nil {
			return kv, false
		}
	}
	return kv, true
}

// leadingDigits splits s after its leading ASCII digits.
func leadingDigits(s string) (digits, rest string) {
	i := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return s[:i], s[i:]
}

// compareKubeVersions orders version names the way apimachinery's
// version.CompareKubeAwareVersionStrings does: positive when a is
// preferred to b. Kubernetes versions come before any other name, GA before
// beta before alpha, then the higher major, then the higher minor (v2 >
// v1 > v1beta2 > v1beta1 > v1alpha1); other names in reverse
// lexical order. Only the sign of the result means anything.
func compareKubeVersions(a, b string) int {
	if a == b {
		return 0
	}
	ka, okA := parseKubeVersion(a)
	kb, okB := parseKubeVersion(b)
	switch {
	case !okA && !okB:
		return strings.Compare(b, a)
	case !okA:
		return -1
	case !okB:
		return 1
	}
	if c := cmp.Compare(ka.stability, kb.stability); c != 0 {
		return c
	}
	if c := cmp.Compare(ka.major, kb.major); c != 0 {
		return c
	}
	return cmp.Compare(ka.minor, kb.minor)
}

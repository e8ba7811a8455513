package scope

type T struct {
	A string
	B []string
}

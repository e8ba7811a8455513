package a

type T struct {
	A string
	B []string
}

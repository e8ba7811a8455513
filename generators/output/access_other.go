//go:build !unix

package output

import "os"

// canCreateIn makes and removes a file in dir, where there is no
// access(2).
func canCreateIn(dir string) error {
	f, err := createTemp(dir, ".probe")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}

package v1alpha1

import (
	"k8s.io/apimachinery/pkg/conversion"

	"example.com/m/cb/config"
)

func Convert_v1alpha1_Debugging_To_config_Debugging(in *Debugging, out *config.Debugging, s conversion.Scope) error {
	if in.EnableProfiling != nil {
		out.EnableProfiling = *in.EnableProfiling
	}
	out.Extra = in.Extra
	return nil
}

func Convert_config_Debugging_To_v1alpha1_Debugging(in *config.Debugging, out *Debugging, s conversion.Scope) error {
	b := in.EnableProfiling
	out.EnableProfiling = &b
	out.Extra = in.Extra
	return nil
}

package deepcopy

import (
	"path/filepath"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// wantsObject reports whether gvkgen generates p with the object dialect
// rather than deepcopy-gen's. A package that kube_codegen.sh's grep finds
// +k8s:deepcopy-gen= in is deepcopy-gen's, even when it also has
// kubebuilder markers (external-snapshotter's API has both and runs
// deepcopy-gen), unless controller-gen wrote its zz_generated.deepcopy.go.
// A package without them is object's when a file it builds with (generated
// by another tool or not) has a +kubebuilder:object: marker line, as
// controller-gen reads them; Plan then decides whether it gets a file.
func wantsObject(p *universe.Package) bool {
	if !p.HasLineTag("+" + tagEnabled + "=") {
		return p.HasMarkerLine(objectDetect)
	}
	// Detection runs before any pass: it reads the disk.
	return p.Dir != "" && generatedBy(gen.OS{}, filepath.Join(p.Dir, "zz_generated.deepcopy.go"), objectTool)
}

// explicitObject reports whether p clearly asks for controller-gen's
// object generator, so that code of controller-gen's that would not
// compile is an error rather than a reason to leave p alone: controller-gen
// wrote its zz_generated.deepcopy.go, or a file carries a marker only
// deep-copy generation reads (+kubebuilder:object:generate, on the package
// or a type, or a legacy +k8s:deepcopy-gen=). A package whose only markers
// are +kubebuilder:object:root (or the legacy
// +k8s:deepcopy-gen:interfaces), which CRD generation reads too, does not:
// a command's package with CRD types (its types marked root for
// controller-gen crd) is not an API package the project generates deep
// copies for. Nor do +groupName and +genclient, which register-gen,
// client-gen and CRD generation read, not controller-gen object: a CLI's
// API package under cmd/ carries them with root types and no deep copies,
// and neither kube_codegen.sh nor a controller-gen call over ./api/...
// generates it.
// The file controller-gen wrote is read through fsys, the pass's.
func explicitObject(fsys gen.FS, p *universe.Package) bool {
	for _, m := range []string{"+" + markerGenerate, "+" + tagEnabled + "="} {
		if p.HasMarkerLine(m) {
			return true
		}
	}
	return p.Dir != "" && generatedBy(fsys, filepath.Join(p.Dir, "zz_generated.deepcopy.go"), objectTool)
}

// uncompilableObjects returns an error for each type of plan that gets
// DeepCopyObject but is no runtime.Object, having no GetObjectKind method
// (declared, or promoted from an embedded field such as metav1.TypeMeta):
// controller-gen's DeepCopyObject returns it as one, which does not
// compile. The dialect reproduces that code for packages that ask for it
// (controller-gen's own tests mark such types); for the others it is a
// reason not to generate.
func (p *planner) uncompilableObjects(plan *PackagePlan) universe.ErrorList {
	if plan == nil {
		return nil
	}
	var errs universe.ErrorList
	for _, tp := range plan.Types {
		if tp.Object && tp.DeepCopy && !hasMethod(tp.Type, "GetObjectKind", 0) {
			errs = append(errs, universe.Errorf(tp.Type.Pos, "type %s: controller-gen writes DeepCopyObject() runtime.Object for it (+kubebuilder:object:root=true), but it has no GetObjectKind method, so that code does not compile; embed metav1.TypeMeta, or mark it +kubebuilder:object:root=false", tp.Type.Name.Name))
		}
	}
	return errs
}

// hasMethod reports whether t declares a method name, or an embedded
// field of it (followed depth fields down) does.
func hasMethod(t *universe.Type, name string, depth int) bool {
	if t == nil || depth > 8 {
		return false
	}
	t = universe.Unalias(t)
	if t.Kind == universe.Pointer && !t.IsNamed() {
		t = t.Elem
	}
	if t == nil {
		return false
	}
	if t.Methods[name] != nil {
		return true
	}
	for _, m := range t.Members {
		if m.Embedded && hasMethod(m.Type, name, depth+1) {
			return true
		}
	}
	return false
}

// notGenerated is the warning for a package the object dialect leaves
// alone because controller-gen's code for it would not compile: at the
// first problem, with how many there are and what to do.
func notGenerated(pkg *universe.Package, errs universe.ErrorList) *universe.Error {
	return universe.Errorf(errs[0].Pos, "package %s is not generated: its only object markers are +kubebuilder:object:root, which CRD generation reads too, and controller-gen object would write code for it that does not compile (%d problem(s), the first: %s); if it is an API package, add +kubebuilder:object:generate=true to its package comment (every type then gets methods, and any problem left is an error), else nothing needs doing (mark its root types +kubebuilder:object:generate=false to silence this)", pkg.Path, len(errs), errs[0].Message)
}

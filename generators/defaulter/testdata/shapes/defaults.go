package shapes

// SetDefaults_Pod is the base defaulter of Pod.
func SetDefaults_Pod(obj *Pod) {
	if obj.Kind == "" {
		obj.Kind = "Pod"
	}
}

// SetDefaults_Pod_Labels is an additional defaulter of Pod.
func SetDefaults_Pod_Labels(obj *Pod) {
	if obj.Labels == nil {
		obj.Labels = map[string]string{}
	}
}

// SetDefaults_PodSpec defaults a spec.
func SetDefaults_PodSpec(obj *PodSpec) {
	if obj.Host == "" {
		obj.Host = "localhost"
	}
}

// SetDefaults_Container defaults a container.
func SetDefaults_Container(obj *Container) {
	if obj.Image == "" {
		obj.Image = "busybox"
	}
}

// SetDefaults_Covered defaults everything below Covered itself.
// +k8s:defaulter-gen=covers
func SetDefaults_Covered(obj *Covered) {
	SetDefaults_PodSpec(&obj.Inner)
}

// SetObjectDefaults_Manual is written by hand.
func SetObjectDefaults_Manual(obj *Manual) {
	SetDefaults_PodSpec(&obj.Spec)
}

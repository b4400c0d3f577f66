type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
$r = annotate(MyAnn, default, {x => 5})

type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
$r = annotate(MyAnn, true, {x => 5})

type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
$r = annotate(MyAnn, 1, {x => 5})

type MyAnn = Object[{parent => Annotation, attributes => {x => Integer}}]
$r = annotate(MyAnn, 2.5, {x => 5})

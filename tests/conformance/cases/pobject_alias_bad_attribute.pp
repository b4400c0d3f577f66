type Pt = Object[{attributes => {x => 1}}]
$p = Pt.new(1)

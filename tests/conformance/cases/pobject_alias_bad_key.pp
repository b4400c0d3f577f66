type Pt = Object[{attributes => {x => Integer}, bogus => 1}]
$p = Pt.new(1)

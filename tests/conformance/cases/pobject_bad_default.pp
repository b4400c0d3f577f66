type Pt = Object[{attributes => {x => {type => Integer, value => 'a'}}}]
$p = Pt.new(1)

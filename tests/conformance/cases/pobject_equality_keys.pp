# Equal objects (by their equality) are the same hash key and array item.
type Pt = Object[{attributes => {x => Integer, y => Integer}, equality => ['x']}]
$h = {Pt.new(1, 5) => 1}
notify {"a": message => [$h[Pt.new(1, 6)], [Pt.new(1,5), Pt.new(1,6)].unique.length, Pt.new(1,5) in [Pt.new(1,6)], {Pt.new(1,5) => 1, Pt.new(1,6) => 2}.length]}

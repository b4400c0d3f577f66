type A = Object[{attributes => {x => Integer, y => {type => Integer, kind => derived}}}]
$a = A.new(1, 2)

type A = Object[{attributes => {x => Integer, y => {type => Integer, kind => derived}}}]
$a = A.new(1)
notify {"a": message => "${a} ${A.new({x => 2})}"}
notify {"b": message => "${a.y}"}

# Objects as hash keys, sorted, unique and found with `in`.
type A = Object[{attributes => {x => Integer}}]
$h = {A.new(1) => 'a', A.new(2) => 'b'}
notify { '1': message => $h }
notify { '2': message => [A.new(2), A.new(1)].sort |$a, $b| { compare($a.x, $b.x) } }
notify { '3': message => [A.new(1), A.new(1)].unique }
notify { '4': message => A.new(1) in [A.new(1)] }

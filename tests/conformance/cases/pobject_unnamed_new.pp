# An Object type without a name cannot make instances (Ruby fails).
$u = Object[{attributes => {x => Integer}}]
$v = $u.new(1)

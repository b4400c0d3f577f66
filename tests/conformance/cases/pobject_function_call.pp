# A declared function has no body a manifest can give.
type Pt = Object[{attributes => {x => Integer}, functions => {double => Callable[[], Integer]}}]
$p = Pt.new(1)
notify { '1': message => "${p.double}" }

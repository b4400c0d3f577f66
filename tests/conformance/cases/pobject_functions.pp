# Functions can be declared; the type prints them.
type Pt = Object[{attributes => {x => Integer}, functions => {double => Callable[[], Integer]}}]
$p = Pt.new(1)
notify { '1': message => "${Pt} ${p}" }
